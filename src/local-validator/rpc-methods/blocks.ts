import { blockJson } from '../block-json';
import type { BlockOptions, TransactionDetails } from '../block-json';
import type { BlockHeader } from '../block-store';
import {
  RPC_BLOCK_CLEANED_UP,
  RPC_SLOT_SKIPPED,
  RpcError,
  blockNotAvailable,
  invalidParams,
  rejectedParams,
} from '../errors';
import {
  checkCommon,
  configAt,
  isFinalized,
  optionalBoolean,
  optionalNumber,
  optionalString,
} from '../params';
import type { Config } from '../params';
import type { TransactionEncoding } from '../transaction-json';
import type { MethodTable, RpcCore } from './types';

/** MAX_GET_CONFIRMED_BLOCKS_RANGE */
const MAX_BLOCKS_RANGE = 500_000;
const ENCODINGS: readonly TransactionEncoding[] = ['json', 'jsonParsed', 'base64', 'base58'];
const DETAILS: readonly TransactionDetails[] = ['full', 'accounts', 'signatures', 'none'];

function slotParam(value: unknown, what = 'slot'): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${what} must be a non-negative integer`);
  return value;
}

/** The block methods serve confirmed or finalized blocks only, as on a validator. */
function blockCommitmentConfig(core: RpcCore, config: Config): void {
  checkCommon(config, core.clock.slot);
  const commitment = config.commitment;
  if (commitment === 'processed' || commitment === 'recent')
    throw rejectedParams('Method does not support commitment below `confirmed`');
}

/**
 * Highest slot whose block the commitment shows: finalized = the durable root; confirmed = the open
 * slot too, since the chain confirms a transaction in the slot it executes in (its block can still grow
 * until the next tick).
 */
function highestSlot(core: RpcCore, config: Config): number {
  const finalized = config.commitment === undefined || isFinalized(config);
  return finalized ? core.clock.root : core.clock.slot;
}

function firstAvailableBlock(core: RpcCore): number {
  return core.blocks.firstBlock() ?? core.clock.slot;
}

/** The block at `slot`, or the validator's error for why there is none. */
function blockAt(core: RpcCore, slot: number, config: Config): BlockHeader {
  if (slot > highestSlot(core, config)) throw blockNotAvailable(slot);
  const first = firstAvailableBlock(core);
  if (slot < first) {
    throw new RpcError(
      RPC_BLOCK_CLEANED_UP,
      `Block ${slot} cleaned up, does not exist on node. First available block: ${first}`,
    );
  }
  const block = core.blocks.get(slot);
  if (!block) {
    throw new RpcError(
      RPC_SLOT_SKIPPED,
      `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`,
    );
  }
  return block;
}

function blockOptions(config: Config): BlockOptions {
  const encoding = (optionalString(config, 'encoding') ?? 'json') as TransactionEncoding;
  if (!ENCODINGS.includes(encoding)) throw invalidParams(`unknown encoding ${encoding}`);
  const details = (optionalString(config, 'transactionDetails') ?? 'full') as TransactionDetails;
  if (!DETAILS.includes(details)) throw invalidParams(`unknown transactionDetails ${details}`);
  return {
    encoding,
    details,
    rewards: optionalBoolean(config, 'rewards') ?? true,
    maxVersion: optionalNumber(config, 'maxSupportedTransactionVersion'),
  };
}

/** getBlocks' second argument is the end slot or, without one, the config. */
function endAndConfig(params: readonly unknown[]): { end: number | undefined; config: Config } {
  const second = params[1];
  if (typeof second === 'object' && second !== null && !Array.isArray(second))
    return { end: undefined, config: configAt(params, 1) };
  return {
    end: second === undefined || second === null ? undefined : slotParam(second, 'end slot'),
    config: configAt(params, 2),
  };
}

export const blockMethods: MethodTable = {
  getBlock(core, params) {
    const slot = slotParam(params[0]);
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
    blockCommitmentConfig(core, config);
    const options = blockOptions(config);
    const block = blockAt(core, slot, config);
    const parent = slot > 0 ? core.blocks.get(slot - 1) : null;
    return blockJson(core, block, parent, core.records.inSlot(slot), options);
  },

  getBlocks(core, params) {
    const start = slotParam(params[0], 'start slot');
    const { end, config } = endAndConfig(params);
    blockCommitmentConfig(core, config);
    const last = Math.min(end ?? start + MAX_BLOCKS_RANGE, highestSlot(core, config));
    if (last < start) return [];
    if (last - start > MAX_BLOCKS_RANGE)
      throw rejectedParams(`Slot range too large; max ${MAX_BLOCKS_RANGE}`);
    return core.blocks.slotsIn(start, last);
  },

  getBlocksWithLimit(core, params) {
    const start = slotParam(params[0], 'start slot');
    const limit = slotParam(params[1], 'limit');
    const config = configAt(params, 2);
    blockCommitmentConfig(core, config);
    if (limit > MAX_BLOCKS_RANGE) throw rejectedParams(`Limit too large; max ${MAX_BLOCKS_RANGE}`);
    if (limit === 0) return [];
    return core.blocks.slotsIn(start, highestSlot(core, config), limit);
  },

  getBlockTime(core, params) {
    const slot = slotParam(params[0]);
    return blockAt(core, slot, { commitment: 'confirmed' }).blockTime;
  },

  getFirstAvailableBlock: (core) => firstAvailableBlock(core),
  minimumLedgerSlot: (core) => firstAvailableBlock(core),
};
