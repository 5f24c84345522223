import {
  alertsQuerySchema,
  marketAlertsResponseSchema,
  signalHistoryResponseSchema,
  signalRequestSchema,
  signalResponseSchema,
} from '../schemas/ai-signals';
import { endpoint } from './endpoint';

const tag = 'AI Signals';

/** Signed in, the signal is also kept for the wallet's Performance tab. */
export const generateSignal = endpoint({
  method: 'POST',
  path: '/api/ai/signals',
  auth: 'public',
  tag,
  summary:
    "A buy/sell/hold signal from indicator rules on the token's real trades (the model writes the summary)",
  body: signalRequestSchema,
  response: signalResponseSchema,
  examples: {
    body: {
      tokenAddress: 'So11111111111111111111111111111111111111112',
      config: {
        analysisType: 'technical',
        timeframe: '1h',
        sensitivity: 'medium',
        indicators: ['rsi', 'macd'],
      },
    },
  },
});

export const signalHistory = endpoint({
  method: 'GET',
  path: '/api/ai/signals/history',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's stored signals, each scored on the token's later trades",
  response: signalHistoryResponseSchema,
});

export const marketAlerts = endpoint({
  method: 'GET',
  path: '/api/ai/market-alerts',
  auth: 'public',
  tag,
  summary: "Volume, trend, large-trade and liquidity alerts from the token's real trades in the timeframe",
  query: alertsQuerySchema,
  response: marketAlertsResponseSchema,
});
