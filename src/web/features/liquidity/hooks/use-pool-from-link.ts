import { useEffect, useRef } from 'react';
import { NATIVE_MINT, type Pool } from '@shared/schemas/dex';
import { linkedMint } from '@web/entities/tokens/token-links';

/** The `?pool=<id>` a link to this page names (a graduated curve's pool, for example). */
export function linkedPoolId(search: string): string | null {
  return new URLSearchParams(search).get('pool');
}

/**
 * Once the pools load, opens the add form on the linked pool's pair, or the create form for the
 * token a `?create=<mint>` link names against SOL (once, so the user can change it).
 */
export function usePoolFromLink(
  pools: readonly Pool[],
  prefill: (type: 'add' | 'create', mintA: string, mintB: string) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const create = linkedMint(window.location.search, 'create');
    if (create) {
      done.current = true;
      prefill('create', create, NATIVE_MINT);
      return;
    }
    const id = linkedPoolId(window.location.search);
    const pool = id ? pools.find((p) => p.id === id) : undefined;
    if (!pool) return;
    done.current = true;
    prefill('add', pool.tokenA.mint, pool.tokenB.mint);
  }, [pools, prefill]);
}
