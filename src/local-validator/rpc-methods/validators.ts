import { decodeBase58 } from '../base58';
import { API_VERSION, withContext } from '../core';
import { RPC_NO_SNAPSHOT, RpcError, invalidParams, rejectedParams } from '../errors';
import { STAKE_PROGRAM, VOTE_PROGRAM } from '../node-accounts';
import {
  checkCommon,
  configAt,
  commitmentSlot,
  optionalBoolean,
  optionalNumber,
  optionalString,
  requireAddress,
} from '../params';
import type { Config } from '../params';
import { readAccount } from '../svm';
import { isEffective, readDelegation, readVoteState } from '../vote-state';
import { FEATURE_SET } from './cluster';
import type { MethodTable, RpcCore } from './types';

const DELINQUENT_SLOT_DISTANCE = 128;
const MAX_EPOCH_CREDITS_HISTORY = 5;
const MAX_SLOT_LEADERS = 5000;
const SLOT_HISTORY_ENTRIES = 1024 * 1024;

function slotsPerEpoch(core: RpcCore): number {
  return Number(core.svm.getEpochSchedule().slotsPerEpoch);
}

function bankSlot(core: RpcCore, config: Config): number {
  checkCommon(config, core.clock.slot);
  return commitmentSlot(core, config);
}

function accountsOf(core: RpcCore, program: string) {
  const out = [];
  for (const address of core.indexes.byProgram.get(program) ?? []) {
    const bytes = core.book.toBytes(address);
    const account = bytes ? readAccount(core.svm, core.book, bytes) : null;
    if (account?.owner === program) out.push({ address, account });
  }
  return out;
}

/** Effective stake per vote account in `epoch`, from every stake account's delegation. */
function stakeByVoter(core: RpcCore, epoch: number): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const { account } of accountsOf(core, STAKE_PROGRAM)) {
    const delegation = readDelegation(core.book, account.data);
    if (!delegation || !isEffective(delegation, epoch)) continue;
    out.set(delegation.voter, (out.get(delegation.voter) ?? 0n) + delegation.stake);
  }
  return out;
}

export function totalStake(core: RpcCore): bigint {
  let total = 0n;
  for (const stake of stakeByVoter(core, core.clock.epoch()).values()) total += stake;
  return total;
}

/** compute_shred_version: the genesis hash folded into 16 bits, plus one. */
function shredVersion(genesisHash: string): number {
  const bytes = decodeBase58(genesisHash) ?? new Uint8Array(32);
  let accum = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) accum ^= ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
  return Math.min(0xffff, accum + 1);
}

/** The one node leads every slot, so an epoch's schedule is available for any epoch up to the next. */
function scheduleAvailable(core: RpcCore, epoch: number): boolean {
  return epoch <= core.clock.epoch() + 1;
}

/** getLeaderSchedule's first argument is a slot, or the config without one. */
function slotAndConfig(params: readonly unknown[]): { slot: number | undefined; config: Config } {
  const first = params[0];
  if (typeof first === 'object' && first !== null && !Array.isArray(first))
    return { slot: undefined, config: configAt(params, 0) };
  if (first !== undefined && first !== null && (typeof first !== 'number' || first < 0))
    throw invalidParams('slot must be a non-negative integer');
  return { slot: first ?? undefined, config: configAt(params, 1) };
}

export const validatorMethods: MethodTable = {
  getVoteAccounts(core, params) {
    const config = configAt(params, 0);
    const slot = bankSlot(core, config);
    const only = optionalString(config, 'votePubkey');
    if (only !== undefined) requireAddress(core.book, only, 'votePubkey');
    const distance = optionalNumber(config, 'delinquentSlotDistance') ?? DELINQUENT_SLOT_DISTANCE;
    const keepUnstaked = optionalBoolean(config, 'keepUnstakedDelinquents') ?? false;
    const stakes = stakeByVoter(core, Math.floor(slot / slotsPerEpoch(core)));
    const current = [];
    const delinquent = [];
    for (const { address, account } of accountsOf(core, VOTE_PROGRAM)) {
      if (only !== undefined && address !== only) continue;
      const state = readVoteState(core.book, account.data);
      if (!state) continue;
      const activatedStake = stakes.get(address) ?? 0n;
      const info = {
        activatedStake,
        commission: state.commission,
        epochCredits: state.epochCredits.slice(-MAX_EPOCH_CREDITS_HISTORY),
        epochVoteAccount: true,
        lastVote: state.lastVote,
        nodePubkey: state.nodePubkey,
        rootSlot: state.rootSlot,
        votePubkey: address,
      };
      const isCurrent = slot >= distance ? state.lastVote > slot - distance : state.lastVote > 0;
      if (isCurrent) current.push(info);
      else if (keepUnstaked || activatedStake > 0n) delinquent.push(info);
    }
    return { current, delinquent };
  },

  getLeaderSchedule(core, params) {
    const { slot, config } = slotAndConfig(params);
    checkCommon(config, core.clock.slot);
    const identity = optionalString(config, 'identity');
    if (identity !== undefined) requireAddress(core.book, identity, 'identity');
    const perEpoch = slotsPerEpoch(core);
    const epoch = Math.floor((slot ?? core.clock.slot) / perEpoch);
    if (!scheduleAvailable(core, epoch)) return null;
    if (identity !== undefined && identity !== core.identity) return {};
    return { [core.identity]: Array.from({ length: perEpoch }, (_, i) => i) };
  },

  getSlotLeaders(core, params) {
    const start = params[0];
    const limit = params[1];
    if (typeof start !== 'number' || !Number.isSafeInteger(start) || start < 0)
      throw invalidParams('start slot must be a non-negative integer');
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0)
      throw invalidParams('limit must be a non-negative integer');
    if (limit > MAX_SLOT_LEADERS) throw rejectedParams(`Invalid limit; max ${MAX_SLOT_LEADERS}`);
    const perEpoch = slotsPerEpoch(core);
    for (const epoch of [
      Math.floor(start / perEpoch),
      Math.floor((start + Math.max(0, limit - 1)) / perEpoch),
    ]) {
      if (!scheduleAvailable(core, epoch))
        throw rejectedParams(`Invalid slot range: leader schedule for epoch ${epoch} is unavailable`);
    }
    return Array.from({ length: limit }, () => core.identity);
  },

  /** The node gossips with no one and opens no TPU/TVU ports: those addresses are null. */
  getClusterNodes: (core) => [
    {
      featureSet: FEATURE_SET,
      gossip: null,
      pubkey: core.identity,
      pubsub: null,
      rpc: null,
      serveRepair: null,
      shredVersion: shredVersion(core.genesisHash),
      tpu: null,
      tpuForwards: null,
      tpuForwardsQuic: null,
      tpuQuic: null,
      tpuVote: null,
      tvu: null,
      version: API_VERSION,
    },
  ],

  /** No vote lands on the chain, so no block carries vote commitment: the validator answers null then. */
  getBlockCommitment(core, params) {
    const slot = params[0];
    if (typeof slot !== 'number' || !Number.isSafeInteger(slot) || slot < 0)
      throw invalidParams('slot must be a non-negative integer');
    return { commitment: null, totalStake: totalStake(core) };
  },

  getBlockProduction(core, params) {
    const config = configAt(params, 0);
    const slot = bankSlot(core, config);
    const identity = optionalString(config, 'identity');
    const range = config.range;
    let firstSlot = Math.floor(slot / slotsPerEpoch(core)) * slotsPerEpoch(core);
    let lastSlot = slot;
    if (range !== undefined && range !== null) {
      if (typeof range !== 'object' || Array.isArray(range)) throw invalidParams('range must be an object');
      const r = range as Config;
      const first = optionalNumber(r, 'firstSlot');
      if (first === undefined) throw invalidParams('range.firstSlot is required');
      firstSlot = first;
      lastSlot = optionalNumber(r, 'lastSlot') ?? slot;
      if (lastSlot < firstSlot)
        throw rejectedParams(`lastSlot, ${lastSlot}, cannot be less than firstSlot, ${firstSlot}`);
    }
    // The bounds of the SlotHistory sysvar, which holds the last 1,048,576 slots.
    const oldest = Math.max(0, slot + 1 - SLOT_HISTORY_ENTRIES);
    if (firstSlot < oldest) throw rejectedParams(`firstSlot, ${firstSlot}, is too small; min ${oldest}`);
    if (lastSlot > slot) throw rejectedParams(`lastSlot, ${lastSlot}, is too large; max ${slot}`);
    const produced = core.blocks.slotsIn(firstSlot, lastSlot).length;
    const byIdentity =
      identity === undefined || identity === core.identity
        ? { [core.identity]: [lastSlot - firstSlot + 1, produced] }
        : {};
    return withContext(core, { byIdentity, range: { firstSlot, lastSlot } });
  },

  /** The chain's snapshots are its own files, not archives a validator could download. */
  getHighestSnapshotSlot: () => {
    throw new RpcError(RPC_NO_SNAPSHOT, 'No snapshot');
  },
};
