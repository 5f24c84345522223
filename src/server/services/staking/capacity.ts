import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operations, stakes } from '../../db/schema';

/**
 * SOLX a pool holds or may soon hold: active stakes, and pending ones whose operation can still land
 * (`live`: planned or submitted at plan time; only submitted at co-sign time, since a plan nobody signs
 * must not block the pool until its blockhash expires). `except` leaves out the stake being checked.
 */
export async function stakedInPool(
  db: Db,
  poolId: string,
  live: ReadonlyArray<'planned' | 'submitted'>,
  except?: string,
): Promise<bigint> {
  const rows = await db
    .select({ amount: stakes.amount })
    .from(stakes)
    .innerJoin(operations, eq(operations.id, stakes.operationId))
    .where(
      and(
        eq(stakes.poolId, poolId),
        except ? ne(stakes.id, except) : sql`true`,
        or(
          eq(stakes.status, 'active'),
          and(eq(stakes.status, 'pending'), inArray(operations.status, [...live])),
        ),
      ),
    );
  return rows.reduce((s, r) => s + BigInt(r.amount), 0n);
}
