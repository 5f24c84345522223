/** A settlement transaction's memo: this prefix and the signature of the swap it completes. */
export const SETTLES_MEMO_PREFIX = 'solx:settles:';

/** The swap signature a transaction's logs name as settled by it, if any (the first, see below). */
export function settledSignature(logs: readonly string[] | null | undefined): string | null {
  return settledSignatures(logs)[0] ?? null;
}

/**
 * Every swap signature a transaction's logs name as settled by it, in order: a group's settlement pays
 * several trades, each after its own memo.
 */
export function settledSignatures(logs: readonly string[] | null | undefined): string[] {
  const out: string[] = [];
  for (const line of logs ?? []) {
    const at = line.indexOf(SETTLES_MEMO_PREFIX);
    const signature =
      at >= 0 ? line.slice(at + SETTLES_MEMO_PREFIX.length).match(/^[1-9A-HJ-NP-Za-km-z]+/)?.[0] : undefined;
    if (signature) out.push(signature);
  }
  return out;
}
