/** A settlement transaction's memo: this prefix and the signature of the swap it completes. */
export const SETTLES_MEMO_PREFIX = 'solx:settles:';

/** The swap signature a transaction's logs name as settled by it, if any. */
export function settledSignature(logs: readonly string[] | null | undefined): string | null {
  for (const line of logs ?? []) {
    const at = line.indexOf(SETTLES_MEMO_PREFIX);
    if (at >= 0)
      return line.slice(at + SETTLES_MEMO_PREFIX.length).match(/^[1-9A-HJ-NP-Za-km-z]+/)?.[0] ?? null;
  }
  return null;
}
