import { CURVE_SALE, CURVE_SUPPLY, quoteBuy, type CurveKind } from '@shared/math/bonding-curve';
import { launchTokenDataSchema, type LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { formatBaseUnits, parseUiAmount } from '@shared/solana/amounts';

export interface LaunchFormValues {
  tokenName: string;
  tokenSymbol: string;
  description: string;
  twitter: string;
  telegram: string;
  website: string;
  imageUrl: string;
  initialLiquidity: string;
  bondingCurve: CurveKind;
}

export const LAUNCH_FORM_DEFAULTS: LaunchFormValues = {
  tokenName: '',
  tokenSymbol: '',
  description: '',
  twitter: '',
  telegram: '',
  website: '',
  imageUrl: '',
  initialLiquidity: '',
  bondingCurve: 'standard',
};

export const toTokenData = (v: LaunchFormValues): LaunchTokenDataInput => ({
  tokenName: v.tokenName,
  tokenSymbol: v.tokenSymbol,
  description: v.description,
  socialLinks: { twitter: v.twitter, telegram: v.telegram, website: v.website },
  imageUrl: v.imageUrl,
  initialLiquidity: v.initialLiquidity,
  bondingCurve: v.bondingCurve,
});

/** The spec's messages per form field (social links flattened to their own fields). */
export function launchFormErrors(v: LaunchFormValues): Partial<Record<keyof LaunchFormValues, string>> {
  const parsed = launchTokenDataSchema.safeParse(toTokenData(v));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof LaunchFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path.at(-1) ?? '') as keyof LaunchFormValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What the creator's first buy gets on a fresh curve of that kind. */
export function firstBuyPreview(kind: CurveKind, sol: string) {
  const lamports = parseUiAmount(sol, 9);
  if (lamports === null || lamports === 0n) return null;
  const q = quoteBuy({ kind, sold: 0n, raised: 0n }, lamports);
  return {
    tokens: formatBaseUnits(q.tokens, 6),
    percentOfSupply: Number((q.tokens * 1_000_000n) / CURVE_SUPPLY) / 10_000,
    feeSol: formatBaseUnits(q.fee, 9),
    paidSol: formatBaseUnits(q.total, 9),
    soldFraction: Number(q.tokens) / Number(CURVE_SALE),
  };
}
