import { bondingCurveEngine } from './bonding-curve';
import { concentratedLiquidityEngine } from './concentrated-liquidity';
import { constantProductEngine } from './constant-product';
import type { PoolEngine } from './pool-engine';

/**
 * Every pool type the exchange trades, one line each: a new type (concentrated liquidity, a bonding
 * curve) is its engine folder plus one line here. A pool row's `type` picks its engine.
 */
export const POOL_ENGINES = [constantProductEngine, concentratedLiquidityEngine, bondingCurveEngine] as const;

export type PoolType = (typeof POOL_ENGINES)[number]['type'];

const byType = new Map<string, PoolEngine<PoolType>>(POOL_ENGINES.map((e) => [e.type, e]));

export const isPoolType = (type: unknown): type is PoolType => typeof type === 'string' && byType.has(type);

/** The engine of a pool type. */
export function engineFor(type: PoolType): PoolEngine<PoolType> {
  const engine = byType.get(type);
  if (!engine) throw new Error(`no engine for pool type '${type}'`);
  return engine;
}

export type { ConfirmedHop, HopAccounts, PoolEngine, RunningPool } from './pool-engine';
