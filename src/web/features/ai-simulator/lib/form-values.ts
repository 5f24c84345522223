import type { MarketCondition, SimDuration, SimStrategy } from '@shared/math/launch-sim-model';
import {
  DEFAULT_ITERATIONS,
  simulatorMessages,
  type SimulatorRequestInput,
} from '@shared/schemas/ai-simulator';
import { formatAmountInput } from '@web/lib/format';

export interface SimulatorFormValues {
  tokenName: string;
  initialSupply: string;
  launchPrice: string;
  liquidityAmount: string;
  marketingBudget: string;
  launchStrategy: SimStrategy;
  marketConditions: MarketCondition;
  simulationDuration: SimDuration;
  iterations: number;
}

export const SIMULATOR_DEFAULTS: SimulatorFormValues = {
  tokenName: '',
  initialSupply: '1,000,000,000',
  launchPrice: '0.0001',
  liquidityAmount: '50',
  marketingBudget: '10',
  launchStrategy: 'fair-launch',
  marketConditions: 'neutral',
  simulationDuration: '1month',
  iterations: DEFAULT_ITERATIONS,
};

export const withThousands = (raw: string) => {
  const digits = raw.replace(/[^\d]/g, '');
  return formatAmountInput(digits);
};

type Field = 'tokenName' | 'initialSupply' | 'launchPrice' | 'liquidityAmount' | 'marketingBudget';
const REQUIRED: Record<Field, string> = {
  tokenName: simulatorMessages.nameRequired,
  initialSupply: simulatorMessages.supplyRequired,
  launchPrice: simulatorMessages.priceRequired,
  liquidityAmount: simulatorMessages.liquidityRequired,
  marketingBudget: simulatorMessages.marketingRequired,
};

/** The spec's required-field messages, or the request (initial supply sent without commas). */
export function checkSimulator(v: SimulatorFormValues): {
  errors: Partial<Record<Field, string>>;
  body?: SimulatorRequestInput;
} {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(REQUIRED) as Field[]) {
    if (v[field].trim() === '') errors[field] = REQUIRED[field];
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      tokenInfo: {
        name: v.tokenName.trim(),
        initialSupply: v.initialSupply.replace(/,/g, ''),
        launchPrice: v.launchPrice,
      },
      launchParams: {
        liquidityAmount: v.liquidityAmount,
        marketingBudget: v.marketingBudget,
        strategy: v.launchStrategy,
      },
      marketConditions: v.marketConditions,
      simulationSettings: { duration: v.simulationDuration, iterations: v.iterations },
    },
  };
}
