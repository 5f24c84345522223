import {
  portfolioQuerySchema,
  portfolioSchema,
  trackedWalletListSchema,
  trackWalletSchema,
} from '../schemas/portfolio';
import { endpoint } from './endpoint';

const tag = 'Portfolio';

export const getPortfolio = endpoint({
  method: 'GET',
  path: '/api/portfolio',
  auth: 'wallet',
  tag,
  summary: 'The holdings, P&L and value chart of the signed-in wallet and the addresses it tracks',
  query: portfolioQuerySchema,
  response: portfolioSchema,
});

export const listTrackedWallets = endpoint({
  method: 'GET',
  path: '/api/portfolio/wallets',
  auth: 'wallet',
  tag,
  summary: 'The addresses the signed-in wallet tracks',
  response: trackedWalletListSchema,
});

export const trackWallet = endpoint({
  method: 'POST',
  path: '/api/portfolio/wallets',
  auth: 'wallet',
  tag,
  summary: 'Tracks one more address (up to 20); answers the tracked list',
  body: trackWalletSchema,
  response: trackedWalletListSchema,
  examples: { body: { address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' } },
});

export const untrackWallet = endpoint({
  method: 'DELETE',
  path: '/api/portfolio/wallets/:address',
  auth: 'wallet',
  tag,
  summary: 'Stops tracking an address; answers the tracked list',
  params: trackWalletSchema,
  response: trackedWalletListSchema,
});
