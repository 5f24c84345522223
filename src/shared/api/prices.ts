import {
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
  priceMintParamsSchema,
  pricesResponseSchema,
} from '../schemas/prices';
import { endpoint } from './endpoint';

const tag = 'Prices';

export const listPrices = endpoint({
  method: 'GET',
  path: '/api/prices',
  auth: 'public',
  tag,
  summary: 'The current USD price of each known token',
  response: pricesResponseSchema,
});

export const getPriceHistory = endpoint({
  method: 'GET',
  path: '/api/prices/:mint/history',
  auth: 'public',
  tag,
  summary: "A token's USD price over the last `hours` (24 unless said, up to 720)",
  params: priceMintParamsSchema,
  query: priceHistoryQuerySchema,
  response: priceHistoryResponseSchema,
});
