import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { AppError } from '../lib/errors';

export interface RpcProbe {
  healthy: boolean;
  slot: number | null;
  latencyMs: number | null;
  /** A user-safe reason when the failure has one (e.g. Helius rejected the key). */
  error: string | null;
}

/** One confirmed-slot read, timed; any failure is "not healthy" rather than an error. */
export async function probeRpc(rpc: Rpc<SolanaRpcApi>): Promise<RpcProbe> {
  const started = performance.now();
  try {
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send();
    const latencyMs = Math.round(performance.now() - started);
    return { healthy: true, slot: Number(slot), latencyMs, error: null };
  } catch (error) {
    const reason = error instanceof AppError ? error.message : null;
    return { healthy: false, slot: null, latencyMs: null, error: reason };
  }
}
