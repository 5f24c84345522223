import { getAmountIn, getAmountOut, proportionalDeposit, withdrawal } from '@shared/math/amm';
import { mintSupply, tokenAccountAmount, type RawAccount } from '../../accounts';
import { transferChecked } from '../../instructions';
import { bigRecord, recordOfBig } from '../big-json';
import type { LivePool, PoolEngine, RunningPool } from '../types';

const reservesOf = (pool: LivePool, aToB: boolean): [bigint, bigint] =>
  aToB ? [pool.reserveA, pool.reserveB] : [pool.reserveB, pool.reserveA];

const amountOf = (vault: RawAccount | null | undefined) => (vault ? tokenAccountAmount(vault.data) : 0n);

/** The pool is its two vaults' balances (by vault address), moved by each swap's fair amounts. */
function runningVaults(vaults: ReadonlyMap<string, bigint>): RunningPool {
  return {
    swap(hop, amountIn) {
      const [reserveIn, reserveOut] = [vaults.get(hop.vaultIn) ?? 0n, vaults.get(hop.vaultOut) ?? 0n];
      const out = getAmountOut(amountIn, reserveIn, reserveOut, hop.feeBps);
      const after = new Map(vaults)
        .set(hop.vaultIn, reserveIn + amountIn)
        .set(hop.vaultOut, reserveOut - out);
      return { out, after: runningVaults(after) };
    },
    toJSON: () => recordOfBig(vaults),
  };
}

export const CONSTANT_PRODUCT_POOL_TYPE = 'constant-product';

/** x·y = k over the two vault balances (the math is `@shared/math/amm`); LP is the pool's own mint. */
export const constantProductEngine: PoolEngine<typeof CONSTANT_PRODUCT_POOL_TYPE> = {
  type: CONSTANT_PRODUCT_POOL_TYPE,
  quoteExactIn(pool, aToB, amountIn) {
    const [rin, rout] = reservesOf(pool, aToB);
    return getAmountOut(amountIn, rin, rout, pool.feeBps);
  },
  quoteExactOut(pool, aToB, amountOut) {
    const [rin, rout] = reservesOf(pool, aToB);
    return getAmountIn(amountOut, rin, rout, pool.feeBps);
  },
  spotRate(pool, aToB) {
    const [rin, rout] = reservesOf(pool, aToB);
    return Number(rout) / Number(rin);
  },
  priceReserves: (pool) => ({ a: pool.reserveA, b: pool.reserveB }),
  deposit: (pool, desiredA, desiredB) =>
    proportionalDeposit(desiredA, desiredB, pool.reserveA, pool.reserveB, pool.lpSupply),
  withdrawal: (pool, lp) => withdrawal(lp, pool.reserveA, pool.reserveB, pool.lpSupply),
  // The user pays the input vault; the pool authority pays the user from the output vault.
  planHop(hop, { userIn, userOut, user, authority }) {
    const aToB = hop.input.mint === hop.pool.tokenA.mint;
    const [vaultIn, vaultOut] = aToB
      ? [hop.pool.vaultA, hop.pool.vaultB]
      : [hop.pool.vaultB, hop.pool.vaultA];
    return [
      transferChecked(userIn, vaultIn, user, hop.input, hop.amountIn),
      transferChecked(vaultOut, userOut, authority, hop.output, hop.amountOut),
    ];
  },
  recheckAccounts: (hop) => [hop.vaultIn, hop.vaultOut],
  runningPool: (hop, [vaultIn, vaultOut]) =>
    runningVaults(
      new Map([
        [hop.vaultIn, amountOf(vaultIn)],
        [hop.vaultOut, amountOf(vaultOut)],
      ]),
    ),
  resumePool: (json) => runningVaults(new Map(Object.entries(bigRecord.parse(json)))),
  liquidityAccounts: (r) => [r.vaultA, r.vaultB, r.poolId],
  // An add may mint at most what its deposit is worth at the reserves now (lp·A ≤ a·L and lp·B ≤ b·L);
  // a removal may pay at most its share (a·L ≤ lp·A, b·L ≤ lp·B).
  liquidityFair(r, [va, vb, mint]) {
    const A = va ? tokenAccountAmount(va.data) : 0n;
    const B = vb ? tokenAccountAmount(vb.data) : 0n;
    const L = mint ? mintSupply(mint.data) : 0n;
    const [a, b, lp] = [BigInt(r.amountA), BigInt(r.amountB), BigInt(r.lp)];
    const fair =
      r.action === 'add'
        ? lp * A <= a * L && lp * B <= b * L
        : L > 0n && a * L <= lp * A && b * L <= lp * B && lp <= L;
    return fair && L !== 0n;
  },
};
