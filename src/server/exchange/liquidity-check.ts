import { z } from 'zod';
import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { conflict } from '../lib/errors';
import { readAccounts } from './accounts';
import { engineFor } from './pools';
import { CONSTANT_PRODUCT_POOL_TYPE } from './pools/constant-product/engine';
import { isPoolType, type LiquidityRecord, type PoolType } from './pools/types';

/** What a planned liquidity operation fixed (stored in the operation summary). */
export const liquidityRecordSchema = z.object({
  action: z.enum(['create', 'add', 'remove']),
  poolId: z.string(),
  // Liquidity planned before pool types existed was all constant product.
  poolType: z.custom<PoolType>(isPoolType).default(CONSTANT_PRODUCT_POOL_TYPE),
  vaultA: z.string(),
  vaultB: z.string(),
  amountA: z.string(),
  amountB: z.string(),
  lp: z.string(),
}) satisfies z.ZodType<LiquidityRecord, unknown>;

/**
 * Under the pool lock: the pool's engine decides on fresh reads whether an add or a removal is still
 * fair (a creation has nothing to compare against).
 */
export async function assertLiquidityFair(ctx: AppContext, r: LiquidityRecord): Promise<void> {
  if (r.action === 'create') return;
  const engine = engineFor(r.poolType);
  const accounts = await readAccounts(ctx, engine.liquidityAccounts(r));
  if (!engine.liquidityFair(r, accounts)) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
}
