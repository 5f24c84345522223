import { randomUUID } from 'node:crypto';
import {
  MIN_CANDLES,
  TIMEFRAME_SECONDS,
  type MarketAlert,
  type SignalTimeframe,
  signalMessages,
  signalProseSchema,
  type SignalRequest,
  type SignalResponse,
} from '@shared/schemas/ai-signals';
import type { AppContext } from '../../context';
import { authorship, chatJson, systemPrompt, type ModelConfig } from '../../lib/ai';
import { AppError, notFound } from '../../lib/errors';
import { detectAlerts } from './alerts';
import { tokenSeries } from './candles';
import { composeSummary } from './compose';
import { evaluate } from './evaluate';
import { detectLiquidityChange, liveReserves, reserveSamples } from './liquidity';

export { evaluate, volatility } from './evaluate';
export { tradeCandles } from './candles';
export { detectAlerts, ALERT_RULES } from './alerts';
export { recordSignal, scoreSignals, signalHistory } from './history';
export { detectLiquidityChange, LIQUIDITY_RULES } from './liquidity';
export { RULES } from './indicators';
export { THRESHOLDS } from './thresholds';

/**
 * Signal, strength, confidence, risk and factors come from the indicator rules on the token's real
 * trades; the model, when configured, only writes the summary.
 */
export async function generateSignal(
  ctx: AppContext,
  input: SignalRequest,
  model: ModelConfig | null,
): Promise<SignalResponse> {
  const { timeframe, sensitivity, indicators } = input.config;
  const series = await tokenSeries(ctx, input.tokenAddress, timeframe);
  if (!series) throw notFound(signalMessages.noPool);
  const { candles } = series;
  if (candles.length < MIN_CANDLES) {
    throw new AppError(422, 'not_enough_trades', signalMessages.notEnoughTrades(candles.length, timeframe));
  }
  const price = candles[candles.length - 1]?.close ?? 0;
  const e = evaluate(candles, indicators, sensitivity);
  const summary = model
    ? (
        await chatJson(
          model,
          [
            {
              role: 'system',
              content: systemPrompt(
                'Summarise this trading signal in 2-3 sentences. Answer {"summary": string}.',
              ),
            },
            {
              role: 'user',
              content: JSON.stringify({ token: series.symbol, price, signal: e.signal, factors: e.factors }),
            },
          ],
          signalProseSchema,
        )
      ).summary
    : composeSummary(series.symbol, price, candles.length, e);
  return {
    signal: {
      id: randomUUID(),
      signal: e.signal,
      tokenSymbol: series.symbol,
      timestamp: new Date().toISOString(),
      price,
      strength: e.strength,
      confidence: e.confidence,
      analysis: { riskLevel: e.riskLevel, summary, factors: e.factors },
      candles: candles.length,
      poolLabel: series.label,
    },
    meta: authorship(model),
  };
}

/** Alerts from the token's real trades in the timeframe (none when it has no pool or no trades). */
export async function marketAlerts(
  ctx: AppContext,
  mint: string,
  timeframe: SignalTimeframe,
): Promise<{ alerts: MarketAlert[] }> {
  const series = await tokenSeries(ctx, mint, timeframe);
  if (!series) throw notFound(signalMessages.noPool);
  const isA = series.pool.tokenA.mint === mint;
  const token = isA ? series.pool.tokenA : series.pool.tokenB;
  const reserve = Number(isA ? series.pool.reserveA : series.pool.reserveB) / 10 ** token.decimals;
  const alerts = detectAlerts(series.symbol, series.candles, reserve);
  const since = new Date(Date.now() - TIMEFRAME_SECONDS[timeframe] * 1000);
  const liquidity = detectLiquidityChange(
    series.symbol,
    await reserveSamples(ctx, series.pool.id, since),
    liveReserves(series.pool),
    timeframe,
    { a: series.pool.tokenA.symbol, b: series.pool.tokenB.symbol },
  );
  return { alerts: liquidity ? [liquidity, ...alerts] : alerts };
}
