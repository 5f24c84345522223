import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_DECIMALS, type TokenCreateInput, type TokenCreateRequest } from '@shared/schemas/tokens';
import { formatAmountInput } from '@web/lib/format';

export type TokenFormValues = TokenCreateInput;
export type TokenForm = UseFormReturn<TokenFormValues, unknown, TokenCreateRequest>;

export const TOKEN_FORM_DEFAULTS: TokenFormValues = {
  name: '',
  symbol: '',
  decimals: DEFAULT_DECIMALS,
  totalSupply: '',
  description: '',
  metadata: null,
  revokeMintAuthority: false,
  revokeFreezeAuthority: false,
};

/** What the supply input shows while typing: digits, one point, thousands separators. */
export const formatSupplyInput = formatAmountInput;

/** Symbol is forced to upper case as it is typed (spec §5). */
export function formatSymbolInput(raw: string): string {
  return raw.toUpperCase();
}

/**
 * Where the caret belongs after re-formatting: after the same number of digits/points it
 * followed before, so typing in the middle of "1,000,000" does not jump to the end.
 */
export function caretAfterFormat(formatted: string, raw: string, rawCaret: number): number {
  const significant = raw.slice(0, rawCaret).replace(/[^\d.]/g, '').length;
  if (significant === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== ',') seen += 1;
    if (seen === significant) return i + 1;
  }
  return formatted.length;
}

/** The POST /api/tokens/create body from the parsed form (commas already removed by the schema). */
export function toCreateTokenBody(values: TokenCreateRequest): TokenCreateRequest {
  return {
    name: values.name,
    symbol: values.symbol,
    decimals: values.decimals,
    totalSupply: values.totalSupply,
    description: values.description.trim(),
    metadata: values.metadata ?? null,
    revokeMintAuthority: values.revokeMintAuthority,
    revokeFreezeAuthority: values.revokeFreezeAuthority,
  };
}
