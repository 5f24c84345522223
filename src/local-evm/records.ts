import type { TypedTransaction } from '@ethereumjs/tx';
import { bytesToHex } from '@ethereumjs/util';
import type { RunTxResult } from '@ethereumjs/vm';
import type { EvmLog, EvmReceipt, EvmTransaction, Hex } from './types';

/** The transaction as eth_getTransactionByHash reports it. */
export function toTransaction(tx: TypedTransaction, raw: Hex): EvmTransaction {
  const fee = 'maxFeePerGas' in tx ? tx : null;
  return {
    hash: bytesToHex(tx.hash()),
    raw,
    from: tx.getSenderAddress().toString(),
    to: tx.to ? tx.to.toString() : null,
    nonce: tx.nonce,
    value: tx.value,
    input: bytesToHex(tx.data),
    gas: tx.gasLimit,
    gasPrice: 'gasPrice' in tx ? tx.gasPrice : (fee?.maxFeePerGas ?? 0n),
    maxFeePerGas: fee ? fee.maxFeePerGas : null,
    maxPriorityFeePerGas: fee ? fee.maxPriorityFeePerGas : null,
    type: tx.type,
    v: tx.v ?? 0n,
    r: tx.r ?? 0n,
    s: tx.s ?? 0n,
  };
}

export function toReceipt(
  tx: EvmTransaction,
  result: RunTxResult,
  block: { number: bigint; hash: Hex; firstLogIndex: number },
): EvmReceipt {
  const logs: EvmLog[] = result.receipt.logs.map(([address, topics, data], i) => ({
    address: bytesToHex(address),
    topics: topics.map((t) => bytesToHex(t)),
    data: bytesToHex(data),
    blockNumber: block.number,
    blockHash: block.hash,
    transactionHash: tx.hash,
    transactionIndex: 0,
    logIndex: block.firstLogIndex + i,
  }));
  const status = 'status' in result.receipt ? result.receipt.status : 1;
  return {
    transactionHash: tx.hash,
    blockNumber: block.number,
    blockHash: block.hash,
    from: tx.from,
    to: tx.to,
    contractAddress: result.createdAddress ? result.createdAddress.toString() : null,
    gasUsed: result.totalGasSpent,
    effectiveGasPrice: result.totalGasSpent === 0n ? 0n : result.amountSpent / result.totalGasSpent,
    status: status === 1 ? 1 : 0,
    logs,
    logsBloom: bytesToHex(result.bloom.bitvector),
    type: tx.type,
  };
}
