import { z } from 'zod';
import { isValidAddress } from '../solana/address';

/** Spec §9: the portfolio timeframes. */
export const PORTFOLIO_TIMEFRAMES = ['24h', '7d', '30d', '90d', '1y'] as const;
export type PortfolioTimeframe = (typeof PORTFOLIO_TIMEFRAMES)[number];
export const TIMEFRAME_HOURS: Record<PortfolioTimeframe, number> = {
  '24h': 24,
  '7d': 24 * 7,
  '30d': 24 * 30,
  '90d': 24 * 90,
  '1y': 24 * 365,
};
export const COST_BASIS_METHODS = ['average', 'fifo'] as const;
export type CostBasisMethod = (typeof COST_BASIS_METHODS)[number];
/** Most wallets one account tracks (each costs a history read per refresh). */
export const MAX_TRACKED_WALLETS = 20;

/** Spec §5 Portfolio: the toasts' titles and texts. */
export const portfolioMessages = {
  invalidTitle: 'Invalid Address',
  invalidAddress: 'Please enter a valid wallet address',
  duplicateTitle: 'Wallet Already Added',
  duplicate: 'This wallet is already being tracked',
  addedTitle: 'Wallet Added',
  removedTitle: 'Wallet Removed',
  tooMany: `At most ${MAX_TRACKED_WALLETS} wallets can be tracked`,
  notTracked: 'This wallet is not being tracked',
} as const;

/** 8 leading characters, an ellipsis, 4 trailing (spec §9). */
export const portfolioAddressLabel = (address: string): string =>
  address.length > 12 ? `${address.slice(0, 8)}...${address.slice(-4)}` : address;

export const trackWalletSchema = z.object({
  address: z
    .string({ error: portfolioMessages.invalidAddress })
    .trim()
    .refine(isValidAddress, portfolioMessages.invalidAddress),
});

export const portfolioQuerySchema = z.object({
  timeframe: z.enum(PORTFOLIO_TIMEFRAMES, { error: 'Unknown timeframe' }).default('24h'),
  costBasis: z.enum(COST_BASIS_METHODS, { error: 'Unknown cost basis method' }).default('average'),
});

export const trackedWalletSchema = z.object({ address: z.string(), addedAt: z.string() });
export type TrackedWallet = z.infer<typeof trackedWalletSchema>;
export const trackedWalletListSchema = z.object({ wallets: z.array(trackedWalletSchema) });

/**
 * What a holding is: SOL, a token (`curve`: one still on its launch's bonding curve), a constant-product
 * pool share (`lp`), a CLMM position NFT (`clmm`) or a SOLX stake (`stake`, held by the staking vault).
 */
export const holdingKinds = ['sol', 'token', 'curve', 'lp', 'clmm', 'stake'] as const;
export type HoldingKind = (typeof holdingKinds)[number];

/** Spec §3 Portfolio tokens[] plus base-unit balance, cost and P&L. */
export const portfolioTokenSchema = z.object({
  /** The mint; a stake has no mint of its own and answers `stake:<stake id>`. */
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(holdingKinds),
  decimals: z.number(),
  /** Base units across every tracked wallet. */
  balanceUnits: z.string(),
  balance: z.number(),
  value: z.number(),
  price: z.number().nullable(),
  change24h: z.number(),
  changePercent24h: z.number(),
  allocation: z.number(),
  costBasis: z.number(),
  pnl: z.number(),
});
export type PortfolioToken = z.infer<typeof portfolioTokenSchema>;

const performerSchema = z.object({ symbol: z.string(), changePercent24h: z.number() }).nullable();

export const portfolioSchema = z.object({
  timeframe: z.enum(PORTFOLIO_TIMEFRAMES),
  costBasis: z.enum(COST_BASIS_METHODS),
  wallets: z.array(z.string()),
  stats: z.object({
    totalValue: z.number(),
    totalPnL: z.number(),
    totalPnLPercent: z.number(),
    bestPerformer: performerSchema,
    worstPerformer: performerSchema,
  }),
  tokens: z.array(portfolioTokenSchema),
  chart: z.array(z.object({ time: z.number(), value: z.number() })),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
