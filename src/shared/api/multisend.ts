import {
  batchDetailSchema,
  batchIdParamsSchema,
  batchKindQuerySchema,
  batchListQuerySchema,
  batchListSchema,
  batchPlanSchema,
  batchPreviewBodySchema,
  batchPreviewResponseSchema,
  batchStatsSchema,
  distributeSolRequestSchema,
  distributeTokensRequestSchema,
  multisendRequestSchema,
} from '../schemas/multisend';
import { endpoint } from './endpoint';

const tag = 'Multisend and distributions';

const RECIPIENT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const OTHER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const multisendExample = {
  tokenAddress: MINT,
  sendType: 'equal',
  totalAmount: '100',
  recipients: [RECIPIENT, OTHER],
};
const solExample = { type: 'equal', totalAmount: '0.5', addresses: [RECIPIENT, OTHER], priority: 'medium' };
const tokenExample = { tokenAddress: MINT, type: 'equal', totalAmount: '250', addresses: [RECIPIENT, OTHER] };

export const planMultisend = endpoint({
  method: 'POST',
  path: '/api/multisender',
  auth: 'wallet',
  tag,
  summary: 'Plans an SPL / Token-2022 transfer to many recipients: every transaction for one wallet prompt',
  body: multisendRequestSchema,
  response: batchPlanSchema,
  examples: { body: multisendExample },
});

export const previewMultisend = endpoint({
  method: 'POST',
  path: '/api/multisender/preview',
  auth: 'wallet',
  tag,
  summary: "A multisend's figures without planning it; bad addresses are listed instead of refused",
  body: batchPreviewBodySchema(multisendRequestSchema),
  response: batchPreviewResponseSchema,
  examples: { body: multisendExample },
});

export const planSolDistribution = endpoint({
  method: 'POST',
  path: '/api/wallet/distribute-sol',
  auth: 'wallet',
  tag,
  summary: 'Plans a SOL distribution to many wallets: every transaction for one wallet prompt',
  body: distributeSolRequestSchema,
  response: batchPlanSchema,
  examples: { body: solExample },
});

export const previewSolDistribution = endpoint({
  method: 'POST',
  path: '/api/wallet/distribute-sol/preview',
  auth: 'wallet',
  tag,
  summary: "A SOL distribution's figures without planning it; bad addresses are listed instead of refused",
  body: batchPreviewBodySchema(distributeSolRequestSchema),
  response: batchPreviewResponseSchema,
  examples: { body: solExample },
});

export const planTokenDistribution = endpoint({
  method: 'POST',
  path: '/api/wallet/distribute-tokens',
  auth: 'wallet',
  tag,
  summary: 'Plans a token airdrop (missing token accounts created): every transaction for one wallet prompt',
  body: distributeTokensRequestSchema,
  response: batchPlanSchema,
  examples: { body: tokenExample },
});

export const previewTokenDistribution = endpoint({
  method: 'POST',
  path: '/api/wallet/distribute-tokens/preview',
  auth: 'wallet',
  tag,
  summary: "A token airdrop's figures without planning it; bad addresses are listed instead of refused",
  body: batchPreviewBodySchema(distributeTokensRequestSchema),
  response: batchPreviewResponseSchema,
  examples: { body: tokenExample },
});

export const listBatches = endpoint({
  method: 'GET',
  path: '/api/batches',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's batches, newest first, a page at a time (`nextCursor` continues)",
  query: batchListQuerySchema,
  response: batchListSchema,
});

export const getBatchStats = endpoint({
  method: 'GET',
  path: '/api/batches/stats',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's batch totals: recipients, success rate, fees paid and saved",
  query: batchKindQuerySchema,
  response: batchStatsSchema,
});

export const getBatch = endpoint({
  method: 'GET',
  path: '/api/batches/:id',
  auth: 'wallet',
  tag,
  summary: 'One batch of the signed-in wallet with every recipient and its transaction',
  params: batchIdParamsSchema,
  response: batchDetailSchema,
});

export const retryBatch = endpoint({
  method: 'POST',
  path: '/api/batches/:id/retry',
  auth: 'wallet',
  tag,
  summary: "Plans new transactions for a batch's failed recipients only",
  params: batchIdParamsSchema,
  response: batchPlanSchema,
});

export const resumeBatch = endpoint({
  method: 'POST',
  path: '/api/batches/:id/resume',
  auth: 'wallet',
  tag,
  summary: 'Plans a batch that was never signed again, with a fresh blockhash',
  params: batchIdParamsSchema,
  response: batchPlanSchema,
});

export const cancelBatch = endpoint({
  method: 'POST',
  path: '/api/batches/:id/cancel',
  auth: 'wallet',
  tag,
  summary: 'Cancels a batch awaiting signature: its planned transactions can no longer be submitted',
  params: batchIdParamsSchema,
  response: batchDetailSchema,
});
