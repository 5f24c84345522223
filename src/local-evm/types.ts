export type Hex = `0x${string}`;

export interface EvmLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  transactionHash: Hex;
  transactionIndex: number;
  logIndex: number;
}

export interface EvmReceipt {
  transactionHash: Hex;
  blockNumber: bigint;
  blockHash: Hex;
  from: Hex;
  to: Hex | null;
  contractAddress: Hex | null;
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  status: 0 | 1;
  logs: EvmLog[];
  logsBloom: Hex;
  type: number;
}

export interface EvmTransaction {
  hash: Hex;
  raw: Hex;
  from: Hex;
  to: Hex | null;
  nonce: bigint;
  value: bigint;
  input: Hex;
  gas: bigint;
  gasPrice: bigint;
  maxFeePerGas: bigint | null;
  maxPriorityFeePerGas: bigint | null;
  type: number;
  v: bigint;
  r: bigint;
  s: bigint;
}

export interface EvmBlock {
  number: bigint;
  hash: Hex;
  parentHash: Hex;
  timestamp: bigint;
  gasUsed: bigint;
  transactions: Hex[];
}

/** A JSON-RPC error with the standard code (3 = execution reverted, with the revert data). */
export class EvmRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Hex,
  ) {
    super(message);
  }
}

export interface EvmLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
