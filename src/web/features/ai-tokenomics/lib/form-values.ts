import {
  allocationTotal,
  tokenomicsMessages,
  type LaunchStrategy,
  type TokenomicsCategory,
  type TokenomicsRequestInput,
} from '@shared/schemas/ai-tokenomics';
import { formatAmountInput } from '@web/lib/format';

export interface TokenomicsFormValues {
  name: string;
  /** As typed, with thousands separators. */
  totalSupply: string;
  allocation: Record<TokenomicsCategory, number>;
  vesting: { team: number; advisors: number };
  launchStrategy: LaunchStrategy;
}

/** A worked example, so the form runs as it opens (issue 29 item 8). */
export const TOKENOMICS_DEFAULTS: TokenomicsFormValues = {
  name: 'Puzzle Quest Rewards',
  totalSupply: '1,000,000,000',
  allocation: { team: 15, public: 40, liquidity: 25, marketing: 10, development: 10 },
  vesting: { team: 12, advisors: 6 },
  launchStrategy: 'fair-launch',
};

export const formatSupply = (raw: string) => {
  const digits = raw.replace(/[^\d]/g, '');
  return formatAmountInput(digits);
};

/** Field errors with the spec's texts, or the request body when there are none. */
export function checkTokenomics(v: TokenomicsFormValues): {
  errors: Partial<Record<'name' | 'totalSupply' | 'allocation', string>>;
  body?: TokenomicsRequestInput;
} {
  const errors: Partial<Record<'name' | 'totalSupply' | 'allocation', string>> = {};
  if (v.name.trim() === '') errors.name = tokenomicsMessages.nameRequired;
  const supply = Number(v.totalSupply.replace(/,/g, ''));
  if (v.totalSupply.trim() === '') errors.totalSupply = tokenomicsMessages.supplyRequired;
  else if (!Number.isFinite(supply) || supply <= 0) errors.totalSupply = tokenomicsMessages.supplyInvalid;
  const total = allocationTotal(v.allocation);
  if (total !== 100) errors.allocation = tokenomicsMessages.totalNot100(total);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      name: v.name.trim(),
      totalSupply: supply,
      allocation: v.allocation,
      vesting: v.vesting,
      launchStrategy: v.launchStrategy,
    },
  };
}
