import { chainStatusSchema, marketInsightsSchema } from '../schemas/chain';
import { endpoint } from './endpoint';

const tag = 'Chain';

export const getChainStatus = endpoint({
  method: 'GET',
  path: '/api/chain/status',
  auth: 'public',
  tag,
  summary: 'The cluster the server runs on and its health',
  response: chainStatusSchema,
});

export const getMarketInsights = endpoint({
  method: 'GET',
  path: '/api/chain/insights',
  auth: 'public',
  tag,
  summary: "The dashboard's market figures",
  response: marketInsightsSchema,
});
