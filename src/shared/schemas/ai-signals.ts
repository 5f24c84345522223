import { z } from 'zod';
import { isValidAddress } from '../solana/address';
import { aiAuthorshipSchema, aiBackendChoiceSchema, type Band } from './ai';

/** Spec part 2 §3: request choices and defaults. */
export const ANALYSIS_TYPES = ['technical', 'sentiment', 'onchain', 'combined'] as const;
export const SIGNAL_TIMEFRAMES = ['1h', '4h', '1d', '7d', '30d'] as const;
export type SignalTimeframe = (typeof SIGNAL_TIMEFRAMES)[number];
export const SENSITIVITIES = ['low', 'medium', 'high'] as const;
export type Sensitivity = (typeof SENSITIVITIES)[number];
export const INDICATORS = [
  'rsi',
  'macd',
  'bb',
  'ema',
  'sma',
  'volume',
  'obv',
  'stoch',
  'adx',
  'fibonacci',
] as const;
export type Indicator = (typeof INDICATORS)[number];
export const INDICATOR_GROUPS: Record<
  'momentum' | 'volatility' | 'trend' | 'volume' | 'support',
  Indicator[]
> = {
  momentum: ['rsi', 'macd', 'stoch'],
  volatility: ['bb'],
  trend: ['ema', 'sma', 'adx'],
  volume: ['volume', 'obv'],
  support: ['fibonacci'],
};
export const INDICATOR_LABELS: Record<Indicator, string> = {
  rsi: 'RSI',
  macd: 'MACD',
  bb: 'Bollinger Bands',
  ema: 'EMA',
  sma: 'SMA',
  volume: 'Volume',
  obv: 'OBV',
  stoch: 'Stochastic',
  adx: 'ADX',
  fibonacci: 'Fibonacci',
};
export const DEFAULT_INDICATORS: Indicator[] = ['rsi', 'macd', 'volume'];
/** The lookback window each timeframe covers, in seconds. */
export const TIMEFRAME_SECONDS: Record<SignalTimeframe, number> = {
  '1h': 3600,
  '4h': 4 * 3600,
  '1d': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
};
/** Fewer candles than this and no signal is given (RSI 14 needs 15 closes). */
export const MIN_CANDLES = 20;

export const signalMessages = {
  tokenRequired: 'Token address is required',
  tokenInvalid: 'Enter a valid token address',
  indicatorsRequired: 'Select at least one indicator',
  failedTitle: 'Signal Generation Failed',
  failedDefault: 'Failed to generate trading signal',
  successTitle: 'Signal Generated',
  noPool: 'No pool on this platform trades this token yet',
  notEnoughTrades: (count: number, timeframe: string) =>
    `Not enough trades for a signal: ${count} candle${count === 1 ? '' : 's'} in the last ${timeframe}, at least ${MIN_CANDLES} needed`,
} as const;

export const signalRequestSchema = z.object({
  tokenAddress: z
    .string({ error: signalMessages.tokenRequired })
    .trim()
    .min(1, signalMessages.tokenRequired)
    .refine((v) => isValidAddress(v), signalMessages.tokenInvalid),
  config: z
    .object({
      analysisType: z.enum(ANALYSIS_TYPES).default('combined'),
      timeframe: z.enum(SIGNAL_TIMEFRAMES).default('1h'),
      sensitivity: z.enum(SENSITIVITIES).default('medium'),
      indicators: z
        .array(z.enum(INDICATORS), { error: signalMessages.indicatorsRequired })
        .min(1, signalMessages.indicatorsRequired)
        .max(INDICATORS.length)
        .default(DEFAULT_INDICATORS),
    })
    .default({
      analysisType: 'combined',
      timeframe: '1h',
      sensitivity: 'medium',
      indicators: DEFAULT_INDICATORS,
    }),
  backend: aiBackendChoiceSchema,
});
export type SignalRequestInput = z.input<typeof signalRequestSchema>;
export type SignalRequest = z.output<typeof signalRequestSchema>;

export const SIGNAL_KINDS = ['buy', 'sell', 'hold'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const signalFactorSchema = z.object({
  indicator: z.enum(INDICATORS),
  /** The indicator's reading, e.g. "RSI 74.2". */
  value: z.string(),
  /** +1 bullish, −1 bearish, 0 neutral: the vote this factor casts. */
  vote: z.number().int().min(-1).max(1),
  detail: z.string(),
});
export type SignalFactor = z.infer<typeof signalFactorSchema>;

export const signalSchema = z.object({
  id: z.string(),
  signal: z.enum(SIGNAL_KINDS),
  tokenSymbol: z.string(),
  timestamp: z.string(),
  price: z.number(),
  strength: z.number().min(0).max(100),
  confidence: z.number().min(0).max(100),
  analysis: z.object({
    riskLevel: z.enum(['low', 'medium', 'high']),
    summary: z.string(),
    factors: z.array(signalFactorSchema),
  }),
  candles: z.number().int(),
  poolLabel: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const signalResponseSchema = z.object({ signal: signalSchema, meta: aiAuthorshipSchema });
export type SignalResponse = z.infer<typeof signalResponseSchema>;

/** What a model may write: only the summary; everything else comes from the indicator rules. */
export const signalProseSchema = z.object({ summary: z.string().min(1).max(2000) });

/** Spec part 2 §9: strength colours. */
export const strengthBand = (strength: number): Band =>
  strength >= 80
    ? { label: 'Strong', tone: 'good' }
    : strength >= 60
      ? { label: 'Moderate', tone: 'fair' }
      : { label: 'Weak', tone: 'poor' };

/** Market alerts (spec part 2 §3), detected from the token's real trades instead of sample data. */
export const ALERT_TYPES = ['volume_spike', 'trend_reversal', 'large_trade', 'liquidity_change'] as const;
export const alertsQuerySchema = z.object({
  tokenAddress: signalRequestSchema.shape.tokenAddress,
  timeframe: z.enum(SIGNAL_TIMEFRAMES).default('1h'),
});
export const marketAlertSchema = z.object({
  id: z.string(),
  type: z.enum(ALERT_TYPES),
  tokenSymbol: z.string(),
  message: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
  timestamp: z.string(),
});
export type MarketAlert = z.infer<typeof marketAlertSchema>;
export const marketAlertsResponseSchema = z.object({ alerts: z.array(marketAlertSchema) });
/** While streaming, the alerts refetch this often (spec part 2 §9). */
export const ALERT_REFETCH_MS = 30_000;

/** A stored signal (per wallet) and what later real prices say about it. */
export const signalHistoryEntrySchema = z.object({
  id: z.string(),
  mint: z.string(),
  tokenSymbol: z.string(),
  timeframe: z.enum(SIGNAL_TIMEFRAMES),
  signal: z.enum(SIGNAL_KINDS),
  strength: z.number(),
  confidence: z.number(),
  price: z.number(),
  timestamp: z.string(),
  /** The token's latest traded price after the signal; null until a trade happens. */
  laterPrice: z.number().nullable(),
  /** Buy/sell only: did the later price move the signalled way; null when not measurable. */
  hit: z.boolean().nullable(),
});
export type SignalHistoryEntry = z.infer<typeof signalHistoryEntrySchema>;
export const signalPerformanceSchema = z.object({
  total: z.number().int(),
  buy: z.number().int(),
  sell: z.number().int(),
  averageConfidence: z.number(),
  evaluated: z.number().int(),
  hits: z.number().int(),
  hitRate: z.number().nullable(),
});
export type SignalPerformance = z.infer<typeof signalPerformanceSchema>;
export const signalHistoryResponseSchema = z.object({
  signals: z.array(signalHistoryEntrySchema),
  performance: signalPerformanceSchema,
});
export type SignalHistoryResponse = z.infer<typeof signalHistoryResponseSchema>;
