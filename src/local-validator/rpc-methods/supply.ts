import { withContext } from '../core';
import { blockNotAvailable, invalidParams, rejectedParams } from '../errors';
import {
  checkCommon,
  configAt,
  commitmentSlot,
  optionalBoolean,
  optionalNumber,
  optionalString,
  requireAddress,
} from '../params';
import type { MethodTable, RpcCore } from './types';

const LARGEST_ACCOUNTS = 20;
const MAX_INFLATION_REWARD_ADDRESSES = 100;

interface Balances {
  /** transactions landed and slot when counted: the chain changes only through those */
  readonly key: string;
  readonly total: bigint;
  readonly largest: readonly { readonly address: string; readonly lamports: bigint }[];
}

let cache: { core: RpcCore; balances: Balances } | null = null;

/**
 * Every account's lamports, summed, and the largest holders. The chain mints nothing after genesis and
 * burns every fee, so this is the supply; it is counted again only after a transaction or a new slot.
 */
function balances(core: RpcCore): Balances {
  const key = `${core.records.size}:${core.clock.slot}`;
  if (cache && cache.core === core && cache.balances.key === key) return cache.balances;
  let total = 0n;
  const largest: { address: string; lamports: bigint }[] = [];
  for (const addresses of core.indexes.byProgram.values()) {
    for (const address of addresses) {
      const bytes = core.book.toBytes(address);
      const lamports = bytes ? (core.svm.getBalance(bytes) ?? 0n) : 0n;
      total += lamports;
      const last = largest[largest.length - 1];
      if (largest.length === LARGEST_ACCOUNTS && last && lamports <= last.lamports) continue;
      let at = largest.length;
      while (at > 0 && (largest[at - 1]?.lamports ?? 0n) < lamports) at--;
      largest.splice(at, 0, { address, lamports });
      if (largest.length > LARGEST_ACCOUNTS) largest.pop();
    }
  }
  const counted = { key, total, largest };
  cache = { core, balances: counted };
  return counted;
}

function slotOf(core: RpcCore, params: readonly unknown[], index: number): number {
  const config = configAt(params, index);
  checkCommon(config, core.clock.slot);
  return commitmentSlot(core, config);
}

/**
 * The chain pays no inflation (no epoch rewards, no staking or voting rewards), so its inflation is
 * Agave's `Inflation::new_disabled()`, and every rate is zero.
 */
const DISABLED_INFLATION = { foundation: 0, foundationTerm: 0, initial: 0, taper: 0, terminal: 0 };

/**
 * Nothing on this chain is non-circulating: Agave's list names mainnet accounts (and stake accounts
 * they withdraw), none of which exist here.
 */
export const supplyMethods: MethodTable = {
  getSupply(core, params) {
    const config = configAt(params, 0);
    checkCommon(config, core.clock.slot);
    optionalBoolean(config, 'excludeNonCirculatingAccountsList');
    const { total } = balances(core);
    return withContext(core, { circulating: total, nonCirculating: 0, nonCirculatingAccounts: [], total });
  },

  getLargestAccounts(core, params) {
    const config = configAt(params, 0);
    checkCommon(config, core.clock.slot);
    const filter = optionalString(config, 'filter');
    if (filter !== undefined && filter !== 'circulating' && filter !== 'nonCirculating')
      throw invalidParams(`unknown filter ${filter}`);
    const largest = filter === 'nonCirculating' ? [] : balances(core).largest;
    return withContext(
      core,
      largest.map((a) => ({ address: a.address, lamports: a.lamports })),
    );
  },

  getInflationGovernor(core, params) {
    slotOf(core, params, 0);
    return DISABLED_INFLATION;
  },

  getInflationRate(core) {
    return { epoch: core.clock.epoch(), foundation: 0, total: 0, validator: 0 };
  },

  /**
   * An epoch's rewards are paid in the first block of the next one; until that block exists the
   * validator answers "Block not available" for it, and once it does, no address has a reward.
   */
  getInflationReward(core, params) {
    const list = params[0];
    if (!Array.isArray(list)) throw invalidParams('expected an array of addresses');
    if (list.length > MAX_INFLATION_REWARD_ADDRESSES)
      throw rejectedParams(`Too many inputs provided; max ${MAX_INFLATION_REWARD_ADDRESSES}`);
    for (const address of list) requireAddress(core.book, address, 'address');
    const config = configAt(params, 1);
    const slot = slotOf(core, params, 1);
    const perEpoch = Number(core.svm.getEpochSchedule().slotsPerEpoch);
    const epoch = optionalNumber(config, 'epoch') ?? Math.max(0, Math.floor(slot / perEpoch) - 1);
    const paidIn = (epoch + 1) * perEpoch;
    if (core.blocks.slotsIn(paidIn, slot, 1).length === 0) throw blockNotAvailable(paidIn);
    return list.map(() => null);
  },
};
