import { burnListSchema, burnPlanSchema, burnRequestSchema, burnStatsSchema } from '../schemas/burn';
import { endpoint } from './endpoint';

const tag = 'Burn';

/** Plans a burn; the wallet signs it through the operation pipeline. */
export const burnTokens = endpoint({
  method: 'POST',
  path: '/api/tokens/burn',
  auth: 'wallet',
  tag,
  summary: 'Plans burning an amount, a percentage or all of a token held by the wallet',
  body: burnRequestSchema,
  response: burnPlanSchema,
  examples: {
    body: {
      tokenAddress: 'So11111111111111111111111111111111111111112',
      amount: '1000',
      burnType: 'amount',
      method: 'burn-instruction',
      confirmBurn: true,
    },
  },
});

export const listBurns = endpoint({
  method: 'GET',
  path: '/api/burns',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's burns",
  response: burnListSchema,
});

export const getBurnStats = endpoint({
  method: 'GET',
  path: '/api/burns/stats',
  auth: 'wallet',
  tag,
  summary: "Totals of the signed-in wallet's burns",
  response: burnStatsSchema,
});
