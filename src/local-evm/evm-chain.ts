import { createBlock, type Block } from '@ethereumjs/block';
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common';
import { SimpleStateManager } from '@ethereumjs/statemanager';
import { createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx';
import { Account, bytesToHex, createAddressFromString, hexToBytes, type Address } from '@ethereumjs/util';
import { createVM, runTx, type VM } from '@ethereumjs/vm';
import { ExecutionBudget } from './budget';
import { Journal, type JournalEntry } from './journal';
import { toReceipt, toTransaction } from './records';
import {
  EvmRpcError,
  type EvmBlock,
  type EvmLimits,
  type EvmLog,
  type EvmReceipt,
  type EvmTransaction,
  type Hex,
} from './types';

export const BASE_FEE = 1_000_000_000n;
export const BLOCK_GAS_LIMIT = 30_000_000n;
const ZERO_HASH = `0x${'00'.repeat(32)}` as Hex;
const BUSY_MESSAGE = 'request limit exceeded: the chain has a block of execution queued, retry shortly';

interface Admission {
  gas: bigint;
  own: boolean;
  refusal: EvmRpcError;
}
const FREE: Admission = { gas: 0n, own: true, refusal: new EvmRpcError(-32005, BUSY_MESSAGE) };

/** A raw transaction's gas limit, or 0 when it does not decode (it is refused with the reason in turn). */
function gasLimitOf(raw: Hex, common: Common): bigint {
  try {
    return createTxFromRLP(hexToBytes(raw), { common }).gasLimit;
  } catch {
    return 0n;
  }
}

export interface CallRequest {
  from?: Hex;
  to?: Hex | null;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
}

/**
 * One embedded EVM chain: @ethereumjs/vm on an in-memory state, one block per transaction (automine),
 * every state change journaled. All work runs one at a time, in arrival order.
 */
export class EvmChain {
  readonly blocks: EvmBlock[] = [];
  readonly receipts = new Map<Hex, EvmReceipt>();
  readonly transactions = new Map<Hex, EvmTransaction>();
  readonly logs: EvmLog[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private queuedGas = 0n;

  private constructor(
    readonly chainId: number,
    private readonly common: Common,
    private readonly vm: VM,
    private readonly journal: Journal,
    private readonly budget: ExecutionBudget,
    readonly limits: EvmLimits,
  ) {
    this.blocks.push({
      number: 0n,
      hash: blockHashOf(chainId, 0n),
      parentHash: ZERO_HASH,
      timestamp: 0n,
      gasUsed: 0n,
      transactions: [],
    });
  }

  static async open(chainId: number, journalDir: string | null, limits: EvmLimits): Promise<EvmChain> {
    const common = createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Cancun });
    const budget = new ExecutionBudget();
    const vm = await createVM({
      common,
      stateManager: new SimpleStateManager({ common }),
      evmOpts: { customOpcodes: budget.opcodes(common) },
    });
    const journal = Journal.open(journalDir, chainId);
    const chain = new EvmChain(chainId, common, vm, journal, budget, limits);
    for (const entry of journal.entries) await chain.apply(entry);
    return chain;
  }

  get head(): EvmBlock {
    const head = this.blocks[this.blocks.length - 1];
    if (!head) throw new Error('an EVM chain always has its genesis block');
    return head;
  }

  /**
   * Runs `work` after everything queued before it (state reads see every acknowledged write). Work that
   * executes EVM code names its `gas`; an outside client's (`own` false) is refused when it would take
   * the gas queued past `queuedGasMax` (a queue with none takes anything), so a read waits behind at most
   * about one block of execution.
   */
  serial<T>(work: () => Promise<T>, gas: Admission = FREE): Promise<T> {
    const over = this.queuedGas > 0n && this.queuedGas + gas.gas > this.limits.queuedGasMax;
    if (!gas.own && gas.gas > 0n && over) {
      return Promise.reject(gas.refusal);
    }
    this.queuedGas += gas.gas;
    const next = this.queue.then(work, work).finally(() => {
      this.queuedGas -= gas.gas;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** `own`: the app's relayer, which waits its turn but is never refused for a client's queue. */
  async sendRawTransaction(raw: Hex, own = false): Promise<Hex> {
    const admission = {
      gas: gasLimitOf(raw, this.common),
      own,
      refusal: new EvmRpcError(-32000, 'txpool is full'),
    };
    return this.serial(async () => {
      const timestamp = Math.max(Number(this.head.timestamp) + 1, Math.floor(Date.now() / 1000));
      const entry: JournalEntry = { kind: 'tx', raw, timestamp };
      const hash = await this.apply(entry);
      this.journal.append(entry);
      return hash;
    }, admission);
  }

  /** Credits gas tokens (the local faucet); journaled like a transaction. */
  async fund(address: Hex, wei: bigint): Promise<void> {
    await this.serial(async () => {
      const entry: JournalEntry = { kind: 'fund', address, wei: wei.toString() };
      await this.apply(entry);
      this.journal.append(entry);
    });
  }

  async balanceOf(address: Hex): Promise<bigint> {
    return this.serial(async () => (await this.account(address))?.balance ?? 0n);
  }

  async nonceOf(address: Hex): Promise<bigint> {
    return this.serial(async () => (await this.account(address))?.nonce ?? 0n);
  }

  async codeOf(address: Hex): Promise<Hex> {
    return this.serial(async () => bytesToHex(await this.vm.stateManager.getCode(addr(address))));
  }

  async storageAt(address: Hex, slot: Hex): Promise<Hex> {
    return this.serial(async () => {
      const key = hexToBytes(`0x${slot.slice(2).padStart(64, '0')}`);
      const value = await this.vm.stateManager.getStorage(addr(address), key);
      return `0x${bytesToHex(value).slice(2).padStart(64, '0')}` as Hex;
    });
  }

  /**
   * Executes without keeping any change, with at most the gas cap and within the time limit (geth's
   * --rpc.gascap and --rpc.evmtimeout). A revert answers code 3 with the revert data; running out of the
   * (capped) gas is `out of gas`.
   */
  async call(request: CallRequest, own = false): Promise<{ returnValue: Hex; gasUsed: bigint }> {
    const cap = this.limits.callGasCap;
    const gasLimit = request.gas === undefined || request.gas > cap ? cap : request.gas;
    const admission = { gas: gasLimit, own, refusal: new EvmRpcError(-32005, BUSY_MESSAGE) };
    return this.serial(async () => {
      await this.vm.stateManager.checkpoint();
      try {
        const { value: result, timedOut } = await this.budget.run(this.limits.callTimeoutMs, () =>
          this.vm.evm.runCall({
            caller: request.from ? addr(request.from) : undefined,
            to: request.to ? addr(request.to) : undefined,
            data: request.data ? hexToBytes(request.data) : undefined,
            value: request.value ?? 0n,
            gasLimit,
            block: this.nextBlock(Math.floor(Date.now() / 1000), []),
            skipBalance: true,
          }),
        );
        if (timedOut) {
          throw new EvmRpcError(-32000, `execution aborted (timeout = ${this.limits.callTimeoutMs}ms)`);
        }
        const returnValue = bytesToHex(result.execResult.returnValue);
        if (result.execResult.exceptionError) {
          const reverted = result.execResult.exceptionError.error === 'revert';
          throw new EvmRpcError(
            3,
            reverted ? 'execution reverted' : `execution failed: ${result.execResult.exceptionError.error}`,
            reverted ? returnValue : undefined,
          );
        }
        return { returnValue, gasUsed: result.execResult.executionGasUsed };
      } finally {
        await this.vm.stateManager.revert();
      }
    }, admission);
  }

  close(): void {
    this.journal.close();
  }

  private async account(address: Hex): Promise<Account | undefined> {
    return this.vm.stateManager.getAccount(addr(address));
  }

  private nextBlock(timestamp: number, txs: TypedTransaction[]): Block {
    return createBlock(
      {
        header: {
          number: this.head.number + 1n,
          parentHash: hexToBytes(this.head.hash),
          timestamp: BigInt(timestamp),
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE,
          coinbase: createAddressFromString(`0x${'00'.repeat(20)}`),
        },
        transactions: txs,
      },
      { common: this.common, skipConsensusFormatValidation: true },
    );
  }

  private async apply(entry: JournalEntry): Promise<Hex> {
    if (entry.kind === 'fund') {
      const address = addr(entry.address);
      const account = (await this.vm.stateManager.getAccount(address)) ?? new Account();
      account.balance += BigInt(entry.wei);
      await this.vm.stateManager.putAccount(address, account);
      return ZERO_HASH;
    }
    let tx: TypedTransaction;
    try {
      tx = createTxFromRLP(hexToBytes(entry.raw), { common: this.common });
    } catch (error) {
      throw new EvmRpcError(-32602, `invalid raw transaction: ${(error as Error).message}`);
    }
    if (!tx.isSigned() || !tx.verifySignature())
      throw new EvmRpcError(-32602, 'invalid transaction signature');
    const hash = bytesToHex(tx.hash());
    if (this.transactions.has(hash)) throw new EvmRpcError(-32000, 'already known');
    const block = this.nextBlock(entry.timestamp, [tx]);
    // A transaction always runs to its end (the journal replays it); the budget only yields meanwhile.
    const { value: result } = await this.budget.run(null, () =>
      runTx(this.vm, { tx, block, skipBlockGasLimitValidation: false }).catch((error: Error) => {
        throw new EvmRpcError(-32000, error.message.split('\n')[0] ?? 'transaction rejected');
      }),
    );
    const number = block.header.number;
    const blockHash = blockHashOf(this.chainId, number);
    const record = toTransaction(tx, entry.raw);
    const receipt = toReceipt(record, result, { number, hash: blockHash, firstLogIndex: 0 });
    this.blocks.push({
      number,
      hash: blockHash,
      parentHash: this.head.hash,
      timestamp: BigInt(entry.timestamp),
      gasUsed: receipt.gasUsed,
      transactions: [hash],
    });
    this.transactions.set(hash, record);
    this.receipts.set(hash, receipt);
    this.logs.push(...receipt.logs);
    return hash;
  }
}

const addr = (hex: Hex): Address => createAddressFromString(hex);

/** Block hashes are synthetic (no state root is computed) but unique per chain and height. */
function blockHashOf(chainId: number, number: bigint): Hex {
  return `0x${chainId.toString(16).padStart(16, '0')}${number.toString(16).padStart(48, '0')}`;
}
