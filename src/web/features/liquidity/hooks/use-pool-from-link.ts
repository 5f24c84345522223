import { useEffect, useRef } from 'react';
import type { Pool } from '@shared/schemas/dex';

/** The `?pool=<id>` a link to this page names (a graduated curve's pool, for example). */
export function linkedPoolId(search: string): string | null {
  return new URLSearchParams(search).get('pool');
}

/** Once the pools load, opens the add form on the linked pool's pair (once, so the user can change it). */
export function usePoolFromLink(
  pools: readonly Pool[],
  prefill: (type: 'add', mintA: string, mintB: string) => void,
): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    const id = linkedPoolId(window.location.search);
    const pool = id ? pools.find((p) => p.id === id) : undefined;
    if (!pool) return;
    done.current = true;
    prefill('add', pool.tokenA.mint, pool.tokenB.mint);
  }, [pools, prefill]);
}
