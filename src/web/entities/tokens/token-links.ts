import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isValidAddress } from '@shared/solana/address';

/**
 * Links from a token (the Token Manager's rows) to the screens that act on it, each opened on that
 * token: `?mint=` for the Token Burner and the Multisender, `?create=` for a new pool against SOL.
 */
export function tokenActionLinks(mint: string) {
  const m = encodeURIComponent(mint);
  return {
    burn: `/token-burner?mint=${m}`,
    send: `/multisender?mint=${m}`,
    createPool: `/liquidity?create=${m}`,
  };
}

/** The valid mint a link names under `key`, or null. */
export function linkedMint(search: string, key = 'mint'): string | null {
  const value = new URLSearchParams(search).get(key)?.trim() ?? '';
  return isValidAddress(value) ? value : null;
}

/** Calls `apply` once with the mint the page's link names (`?mint=`), if any. */
export function useLinkedMint(apply: (mint: string) => void, key = 'mint'): void {
  const { search } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    const mint = done.current ? null : linkedMint(search, key);
    if (!mint) return;
    done.current = true;
    apply(mint);
  }, [search, key, apply]);
}
