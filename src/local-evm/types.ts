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

/** What one JSON-RPC request may cost (see README, "EVM and Solana JSON-RPC limits"). */
export interface EvmLimits {
  /** Gas of an eth_call or eth_estimateGas: a larger `gas` is lowered to it, none means it. */
  readonly callGasCap: bigint;
  /** Wall-clock limit of one eth_call or eth_estimateGas. */
  readonly callTimeoutMs: number;
  /** Most requests in one batch. */
  readonly batchMax: number;
  /**
   * Most gas queued for execution at once (transactions at their gas limit, calls at the gas they may
   * use) from outside clients: past it a send answers geth's "txpool is full" and a call -32005, so a
   * client cannot queue more than about one block of execution ahead of everyone's reads.
   */
  readonly queuedGasMax: bigint;
}

export const DEFAULT_EVM_LIMITS: EvmLimits = {
  callGasCap: 5_000_000n,
  callTimeoutMs: 1_000,
  batchMax: 100,
  queuedGasMax: 30_000_000n,
};

export interface EvmLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
