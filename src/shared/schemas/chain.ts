import { z } from 'zod';

export const clusterKindSchema = z.enum(['mainnet', 'devnet', 'testnet', 'local', 'custom']);

export const chainStatusSchema = z.object({
  cluster: clusterKindSchema,
  label: z.string(),
  rpcUrl: z.string(),
  wsUrl: z.string(),
  slot: z.number(),
});
export type ChainStatus = z.infer<typeof chainStatusSchema>;

export const marketInsightsSchema = z.object({
  solPriceUsd: z.number().nullable(),
  feePerSignatureLamports: z.number(),
  priorityFeeMicroLamports: z.number(),
  tps: z.number().nullable(),
});
export type MarketInsights = z.infer<typeof marketInsightsSchema>;
