import { commitmentOf, reaches } from '../commitment';
import { withContext } from '../core';
import { invalidParams, rejectedParams, unsupportedVersion } from '../errors';
import {
  checkCommon,
  commitmentLevel,
  configAt,
  optionalBoolean,
  optionalNumber,
  optionalString,
  requireAddress,
  requireSignature,
} from '../params';
import { transactionJson } from '../transaction-json';
import type { TransactionEncoding } from '../transaction-json';
import type { CommitmentLevel } from '../params';
import type { TxRecord } from '../types';
import type { MethodTable, RpcCore } from './types';

const MAX_STATUSES = 256;
const MAX_SIGNATURES_LIMIT = 1000;
/** Slots the status cache covers when searchTransactionHistory is off (like the bank's status cache). */
const STATUS_CACHE_SLOTS = 300;
const TX_ENCODINGS: readonly TransactionEncoding[] = ['json', 'jsonParsed', 'base64', 'base58'];

function confirmationStatus(core: RpcCore, record: TxRecord): CommitmentLevel {
  return commitmentOf(core.clock, record.slot);
}

function seqIndex(list: readonly number[], seq: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const historyMethods: MethodTable = {
  getSignatureStatuses(core, params) {
    const list = params[0];
    if (!Array.isArray(list)) throw invalidParams('expected an array of signatures');
    if (list.length > MAX_STATUSES) throw invalidParams(`Too many inputs provided; max ${MAX_STATUSES}`);
    const searchHistory = optionalBoolean(configAt(params, 1), 'searchTransactionHistory') ?? false;
    const oldest = core.clock.slot - STATUS_CACHE_SLOTS;
    const value = list.map((raw: unknown) => {
      const record = core.records.get(requireSignature(raw));
      if (!record || (!searchHistory && record.slot < oldest)) return null;
      const status = confirmationStatus(core, record);
      return {
        confirmationStatus: status,
        confirmations: status === 'finalized' ? null : core.clock.slot - record.slot,
        err: record.err,
        slot: record.slot,
        status: record.err === null ? { Ok: null } : { Err: record.err },
      };
    });
    return withContext(core, value);
  },

  getTransaction(core, params) {
    const signature = requireSignature(params[0]);
    const config = typeof params[1] === 'string' ? { encoding: params[1] } : configAt(params, 1);
    checkCommon(config, core.clock.slot);
    const encoding = (optionalString(config, 'encoding') ?? 'json') as TransactionEncoding;
    if (!TX_ENCODINGS.includes(encoding)) throw invalidParams(`unknown encoding ${encoding}`);
    const maxVersion = optionalNumber(config, 'maxSupportedTransactionVersion');
    const level = commitmentLevel(config);
    if (level === 'processed') throw rejectedParams('Method does not support commitment below `confirmed`');
    const record = core.records.get(signature);
    // At "confirmed" the chain's own log is the confirmation: a transaction is served once that log holds
    // it, so the app can read what it just reported (a validator would wait for the slot's vote).
    if (!record || (level === 'finalized' && !reaches(confirmationStatus(core, record), 'finalized')))
      return null;
    if (record.version === 0 && maxVersion === undefined) throw unsupportedVersion(0);
    return transactionJson(core, record, encoding, maxVersion !== undefined);
  },

  getSignaturesForAddress(core, params) {
    const address = requireAddress(core.book, params[0], 'address');
    const config = configAt(params, 1);
    checkCommon(config, core.clock.slot);
    const limit = optionalNumber(config, 'limit') ?? MAX_SIGNATURES_LIMIT;
    if (limit < 1 || limit > MAX_SIGNATURES_LIMIT)
      throw invalidParams(`limit must be between 1 and ${MAX_SIGNATURES_LIMIT}`);
    const before = optionalString(config, 'before');
    const until = optionalString(config, 'until');
    const seqs = core.indexes.signaturesByAddress.get(address.text) ?? [];
    let end = seqs.length;
    if (before !== undefined) {
      const record = core.records.get(requireSignature(before));
      end = record ? seqIndex(seqs, record.seq) : 0;
    }
    const stopSeq = until !== undefined ? (core.records.get(requireSignature(until))?.seq ?? -1) : -1;
    const out = [];
    for (let i = end - 1; i >= 0 && out.length < limit; i--) {
      const record = core.records.at(seqs[i] ?? -1);
      if (!record || record.seq <= stopSeq) break;
      out.push({
        blockTime: record.blockTime,
        confirmationStatus: confirmationStatus(core, record),
        err: record.err,
        memo: record.memo,
        signature: record.signature,
        slot: record.slot,
      });
    }
    return out;
  },

  getTransactionCount(core, params) {
    checkCommon(configAt(params, 0), core.clock.slot);
    return core.records.size;
  },
};
