import { API_VERSION, withContext } from '../core';
import { invalidParams } from '../errors';
import { checkCommon, configAt, commitmentSlot, requireAddress, requireString } from '../params';
import type { MethodTable, RpcCore } from './types';

export const FEATURE_SET = 3_294_202_862;
const MAX_PERFORMANCE_SAMPLES = 720;
const MAX_FEE_ADDRESSES = 128;

function slotFor(core: RpcCore, params: readonly unknown[], index: number): number {
  const config = configAt(params, index);
  checkCommon(config, core.clock.slot);
  return commitmentSlot(core, config);
}

function blockHeightFor(core: RpcCore, params: readonly unknown[], index: number): number {
  return core.clock.blockHeight - (core.clock.slot - slotFor(core, params, index));
}

export const clusterMethods: MethodTable = {
  getLatestBlockhash(core, params) {
    checkCommon(configAt(params, 0), core.clock.slot);
    const latest = core.clock.latest();
    return withContext(core, {
      blockhash: latest.blockhash,
      lastValidBlockHeight: core.clock.lastValidBlockHeight(latest),
    });
  },

  isBlockhashValid(core, params) {
    const blockhash = requireString(params[0], 'blockhash');
    checkCommon(configAt(params, 1), core.clock.slot);
    return withContext(core, core.clock.isValid(blockhash));
  },

  getSlot: (core, params) => slotFor(core, params, 0),
  getBlockHeight: (core, params) => blockHeightFor(core, params, 0),
  getMaxRetransmitSlot: (core) => core.clock.slot,
  getMaxShredInsertSlot: (core) => core.clock.slot,
  getHealth: () => 'ok',
  getGenesisHash: (core) => core.genesisHash,
  getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': API_VERSION }),
  getIdentity: (core) => ({ identity: core.identity }),
  getSlotLeader: (core) => core.identity,

  getEpochInfo(core, params) {
    const slot = slotFor(core, params, 0);
    const slotsInEpoch = Number(core.svm.getEpochSchedule().slotsPerEpoch);
    return {
      absoluteSlot: slot,
      blockHeight: core.clock.blockHeight - (core.clock.slot - slot),
      epoch: Math.floor(slot / slotsInEpoch),
      slotIndex: slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: core.records.size,
    };
  },

  getEpochSchedule(core) {
    const schedule = core.svm.getEpochSchedule();
    return {
      firstNormalEpoch: schedule.firstNormalEpoch,
      firstNormalSlot: schedule.firstNormalSlot,
      leaderScheduleSlotOffset: schedule.leaderScheduleSlotOffset,
      slotsPerEpoch: schedule.slotsPerEpoch,
      warmup: schedule.warmup,
    };
  },

  getRecentPerformanceSamples(core, params) {
    const limit = params[0] ?? MAX_PERFORMANCE_SAMPLES;
    if (
      typeof limit !== 'number' ||
      !Number.isInteger(limit) ||
      limit < 0 ||
      limit > MAX_PERFORMANCE_SAMPLES
    ) {
      throw invalidParams(`limit must be an integer between 0 and ${MAX_PERFORMANCE_SAMPLES}`);
    }
    return core.activity.recentSamples(core.clock.slot, limit);
  },

  getRecentPrioritizationFees(core, params) {
    const list = params[0] ?? [];
    if (!Array.isArray(list)) throw invalidParams('expected an array of account addresses');
    if (list.length > MAX_FEE_ADDRESSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_FEE_ADDRESSES}`);
    const addresses = list.map((a: unknown) => requireAddress(core.book, a, 'account address').text);
    return core.activity.prioritizationFees(core.clock.slot, addresses);
  },

  getStakeMinimumDelegation: (core) => withContext(core, 1_000_000_000),
};
