import {
  generatedWalletSchema,
  walletBalanceRequestSchema,
  walletBalanceSchema,
  walletBalancesRequestSchema,
  walletBalancesSchema,
  walletGenerateSchema,
  walletHoldingsSchema,
} from '../schemas/wallet';
import { endpoint } from './endpoint';

const tag = 'Wallet';
const exampleWallet = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** For scripting a local instance: the page generates wallets in the browser. Answered `no-store`. */
export const generateWallet = endpoint({
  method: 'POST',
  path: '/api/wallet/generate',
  auth: 'public',
  tag,
  summary: 'A new keypair with its 12- or 24-word mnemonic',
  body: walletGenerateSchema,
  response: generatedWalletSchema,
  examples: { body: { words: 12 } },
});

export const getWalletBalance = endpoint({
  method: 'POST',
  path: '/api/wallet/balance',
  auth: 'public',
  tag,
  summary: "One address's SOL balance",
  body: walletBalanceRequestSchema,
  response: walletBalanceSchema,
  examples: { body: { walletAddress: exampleWallet } },
});

export const getWalletBalances = endpoint({
  method: 'POST',
  path: '/api/wallet/balances',
  auth: 'public',
  tag,
  summary: 'The SOL balances of up to 100 addresses',
  body: walletBalancesRequestSchema,
  response: walletBalancesSchema,
  examples: { body: { addresses: [exampleWallet] } },
});

export const getWalletHoldings = endpoint({
  method: 'POST',
  path: '/api/wallet/holdings',
  auth: 'public',
  tag,
  summary: "One address's SOL and every token it holds, named from the exchange's and this app's tokens",
  body: walletBalanceRequestSchema,
  response: walletHoldingsSchema,
  examples: { body: { walletAddress: exampleWallet } },
});
