import type { EvmBridgeChain } from '@shared/schemas/bridge';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { EvmSide } from './evm';
import type { BridgeKeys } from './keys';

/** What the running bridge holds beside the database: its keys and a client per EVM chain. */
export interface BridgeRuntime {
  keys: BridgeKeys;
  sides: Map<EvmBridgeChain, EvmSide>;
  stop(): Promise<void>;
}

const runtimes = new WeakMap<AppContext, BridgeRuntime>();

export function setBridgeRuntime(ctx: AppContext, runtime: BridgeRuntime): void {
  runtimes.set(ctx, runtime);
}

/** The bridge of this app instance; absent on a real cluster, where transfers are quoted only. */
export function bridgeRuntime(ctx: AppContext): BridgeRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) {
    throw new AppError(
      503,
      'bridge_unavailable',
      'Bridging executes on the local chains only; on this cluster it can quote.',
    );
  }
  return runtime;
}

export function sideOf(runtime: BridgeRuntime, chain: EvmBridgeChain): EvmSide {
  const side = runtime.sides.get(chain);
  if (!side) throw new AppError(503, 'bridge_unavailable', `The ${chain} chain is not running`);
  return side;
}
