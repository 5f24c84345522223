import type { BlockHeader } from './block-store';
import type { ChainCore } from './core';
import { unsupportedVersion } from './errors';
import { accountsOnlyJson, encodedTransaction, metaJson } from './transaction-json';
import type { TransactionEncoding } from './transaction-json';
import type { TxRecord } from './types';

export type TransactionDetails = 'full' | 'accounts' | 'signatures' | 'none';

export interface BlockOptions {
  readonly encoding: TransactionEncoding;
  readonly details: TransactionDetails;
  readonly rewards: boolean;
  readonly maxVersion: number | undefined;
}

/** Agave's hash for a parent it has no entries of (Hash::default()). */
const DEFAULT_HASH = '11111111111111111111111111111111';

function transactionEntry(core: ChainCore, record: TxRecord, options: BlockOptions) {
  const entry =
    options.details === 'accounts'
      ? accountsOnlyJson(record, options.rewards)
      : {
          meta: metaJson(record, options.encoding === 'jsonParsed', options.rewards),
          transaction: encodedTransaction(core, record, options.encoding),
        };
  return options.maxVersion === undefined ? entry : { ...entry, version: record.version };
}

/**
 * A block in getBlock's shape. Slot 0 is its own parent, as in a validator's genesis block. The node
 * pays no fee or epoch rewards (fees are burnt whole), so the block's rewards list is empty.
 */
export function blockJson(
  core: ChainCore,
  block: BlockHeader,
  parent: BlockHeader | null,
  transactions: readonly TxRecord[],
  options: BlockOptions,
): Record<string, unknown> {
  if (options.details === 'full' || options.details === 'accounts') {
    const max = options.maxVersion;
    const tooNew = transactions.find((r) => r.version !== 'legacy' && (max === undefined || r.version > max));
    if (tooNew && tooNew.version !== 'legacy') throw unsupportedVersion(tooNew.version);
  }
  const out: Record<string, unknown> = {
    blockHeight: block.blockHeight,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.slot === 0 ? 0 : block.slot - 1,
    previousBlockhash: block.slot === 0 ? block.blockhash : (parent?.blockhash ?? DEFAULT_HASH),
  };
  if (options.rewards) out.rewards = [];
  if (options.details === 'signatures') out.signatures = transactions.map((r) => r.signature);
  else if (options.details !== 'none')
    out.transactions = transactions.map((r) => transactionEntry(core, r, options));
  return out;
}
