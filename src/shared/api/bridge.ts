import {
  bridgeHistorySchema,
  bridgeNetworksSchema,
  bridgeReceiptParamsSchema,
  bridgeReconciliationSchema,
  bridgeRequestSchema,
  bridgeResponseSchema,
  evmReceiptSchema,
} from '../schemas/bridge';
import { bridgeQuoteQuerySchema, bridgeQuotesResponseSchema } from '../schemas/bridge-quotes';
import { endpoint } from './endpoint';

const tag = 'Cross-chain bridge';

export const startBridge = endpoint({
  method: 'POST',
  path: '/api/dex/cross-chain',
  auth: 'wallet',
  tag,
  summary: 'Starts a transfer: a lock for the Solana wallet to sign, or a burn for the EVM wallet',
  body: bridgeRequestSchema,
  response: bridgeResponseSchema,
  examples: {
    body: {
      sourceChain: 'solana',
      destinationChain: 'ethereum',
      token: 'USDC',
      amount: '25',
      destinationAddress: '0x1111111111111111111111111111111111111111',
    },
  },
});

export const listBridgeTransfers = endpoint({
  method: 'GET',
  path: '/api/dex/cross-chain/history',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's transfers, newest first, with their stage and hashes",
  response: bridgeHistorySchema,
});

export const getBridgeQuotes = endpoint({
  method: 'GET',
  path: '/api/dex/cross-chain/quote',
  auth: 'public',
  tag,
  summary: "A transfer's quote: the local bridge's, or the providers' on a real cluster",
  query: bridgeQuoteQuerySchema,
  response: bridgeQuotesResponseSchema,
});

export const listBridgeNetworks = endpoint({
  method: 'GET',
  path: '/api/dex/cross-chain/networks',
  auth: 'public',
  tag,
  summary: 'The supported chains, their RPC and bridge addresses, and whether transfers execute here',
  response: bridgeNetworksSchema,
});

export const getBridgeReconciliation = endpoint({
  method: 'GET',
  path: '/api/dex/cross-chain/reconciliation',
  auth: 'public',
  tag,
  summary: 'Per token: what Solana custody holds against the wrapped supply on every EVM chain',
  response: bridgeReconciliationSchema,
});

export const getBridgeReceipt = endpoint({
  method: 'GET',
  path: '/api/dex/cross-chain/receipt/:chain/:hash',
  auth: 'public',
  tag,
  summary: 'The receipt of an EVM transaction of the bridge, as its chain reports it (404 when unknown)',
  params: bridgeReceiptParamsSchema,
  response: evmReceiptSchema,
});
