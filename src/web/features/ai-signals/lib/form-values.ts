import {
  DEFAULT_INDICATORS,
  signalMessages,
  type Indicator,
  type Sensitivity,
  type SignalRequestInput,
  type SignalTimeframe,
} from '@shared/schemas/ai-signals';

export interface SignalFormValues {
  tokenAddress: string;
  analysisType: 'technical' | 'sentiment' | 'onchain' | 'combined';
  timeframe: SignalTimeframe;
  sensitivity: Sensitivity;
  indicators: Indicator[];
}

export const SIGNAL_DEFAULTS: SignalFormValues = {
  tokenAddress: '',
  analysisType: 'combined',
  timeframe: '1h',
  sensitivity: 'medium',
  indicators: DEFAULT_INDICATORS,
};

/** The spec's two form rules; the server checks the same ones with the same texts. */
export function checkSignal(values: SignalFormValues): {
  errors: { tokenAddress?: string; indicators?: string };
  body: SignalRequestInput | null;
} {
  const errors: { tokenAddress?: string; indicators?: string } = {};
  if (values.tokenAddress.trim() === '') errors.tokenAddress = signalMessages.tokenRequired;
  if (values.indicators.length === 0) errors.indicators = signalMessages.indicatorsRequired;
  if (errors.tokenAddress || errors.indicators) return { errors, body: null };
  const { tokenAddress, ...config } = values;
  return { errors, body: { tokenAddress: tokenAddress.trim(), config } };
}

export const toggle = (list: Indicator[], item: Indicator) =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];
