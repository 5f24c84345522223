import type { PoolEngine, PoolType } from './types';
import { bondingCurveEngine } from './bonding-curve/engine';
import { concentratedLiquidityEngine } from './clmm/engine';
import { constantProductEngine } from './constant-product/engine';

/**
 * Every pool type the exchange trades, one line each: a new type (concentrated liquidity, a bonding
 * curve) is its engine folder plus one line here. A pool row's `type` picks its engine.
 */
export const POOL_ENGINES = [constantProductEngine, concentratedLiquidityEngine, bondingCurveEngine] as const;

const byType = new Map<string, PoolEngine>(POOL_ENGINES.map((e) => [e.type, e]));

/** The engine of a pool type. */
export function engineFor(type: PoolType): PoolEngine {
  const engine = byType.get(type);
  if (!engine) throw new Error(`no engine for pool type '${type}'`);
  return engine;
}

type EngineTypes = (typeof POOL_ENGINES)[number]['type'];
/** Fails to compile when a name in POOL_TYPES has no engine in POOL_ENGINES. */
const everyTypeHasEngine: [Exclude<PoolType, EngineTypes>] extends [never] ? true : false = true;
void everyTypeHasEngine;
