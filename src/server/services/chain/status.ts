import type { ChainStatus } from '@shared/schemas/chain';
import type { AppContext } from '../../context';
import { confirmedSlot } from '../../chain/slot';

/** GET /api/chain/status: the cluster and its confirmed slot (from memory on the embedded chain). */
export async function chainStatus(ctx: AppContext): Promise<ChainStatus> {
  const slot = await confirmedSlot(ctx.chain);
  const { kind, label, rpcUrl, wsUrl } = ctx.chain.cluster;
  return { cluster: kind, label, rpcUrl, wsUrl, slot: Number(slot) };
}
