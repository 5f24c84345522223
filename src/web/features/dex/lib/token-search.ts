import type { TokenRef } from '@shared/schemas/dex';

/**
 * Tokens matching what the trader typed: a pasted mint exactly, else symbols starting with the text
 * first, then symbols, names or mints containing it. An empty search lists every token.
 */
export function searchTokens<T extends TokenRef>(tokens: readonly T[], query: string): T[] {
  const text = query.trim();
  if (!text) return [...tokens];
  const byMint = tokens.filter((t) => t.mint === text);
  if (byMint.length > 0) return byMint;
  const lower = text.toLowerCase();
  const starts = tokens.filter((t) => t.symbol.toLowerCase().startsWith(lower));
  const contains = tokens.filter(
    (t) =>
      !starts.includes(t) &&
      (t.symbol.toLowerCase().includes(lower) ||
        t.name.toLowerCase().includes(lower) ||
        t.mint.toLowerCase().includes(lower)),
  );
  return [...starts, ...contains];
}
