import { address, createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { computeUnitLimitFor, computeUnitPrice, priorityFeeLamports } from '@shared/math/batch-fees';
import type { Priority } from '@shared/schemas/multisend';
import type { AppContext } from '../../context';
import { messageFee } from '../../chain/fees';
import { MAX_COMPUTE_UNITS, unitPrice } from '../../chain/pipeline/build';
import { walletPriority } from '../../chain/wallet-priority';

/** A lamport figure known exactly (min = max) or within bounds before its step is planned. */
export interface Range {
  min: bigint;
  max: bigint;
}
export const exact = (v: bigint): Range => ({ min: v, max: v });
export const times = (r: Range, n: number | bigint): Range => ({
  min: r.min * BigInt(n),
  max: r.max * BigInt(n),
});

/** What the cluster charges now, read once per cost request. */
export interface Prices {
  wallet: Address;
  /** The base fee of one signature (getFeeForMessage of a one-signer message). */
  perSignature: bigint;
  rent(size: number): Promise<bigint>;
  fee(instructions: Instruction[]): Promise<bigint>;
  /** Priority fee of one pipeline-built transaction at the wallet's /settings level (the pipeline's price). */
  pipelinePriority: Range;
  /** Priority fee of one distribution transaction at the request's priority and gas multiplier. */
  batchPriority(req: { priority: Priority; gasMultiplier: number }): Range;
}

export async function readPrices(ctx: AppContext, wallet: Address): Promise<Prices> {
  const rents = new Map<number, Promise<bigint>>();
  const rent = (size: number) => {
    let known = rents.get(size);
    if (!known) {
      known = ctx.chain.rpc.getMinimumBalanceForRentExemption(BigInt(size)).send();
      rents.set(size, known);
    }
    return known;
  };
  const self = createNoopSigner(wallet);
  const oneSigner = [getTransferSolInstruction({ source: self, destination: address(wallet), amount: 0 })];
  const [perSignature, price] = await Promise.all([
    messageFee(ctx.chain, wallet, oneSigner),
    walletPriority(ctx.database, wallet).then((level) => unitPrice(ctx.chain, level)),
  ]);
  return {
    wallet,
    perSignature,
    rent,
    fee: (instructions) => messageFee(ctx.chain, wallet, instructions),
    // The limit comes from the step's own simulation: at most the runtime's cap. Auto on a
    // transaction with no room for the budget instructions pays none, hence the floor of 0.
    pipelinePriority: { min: 0n, max: priorityFeeLamports(BigInt(price), MAX_COMPUTE_UNITS) },
    batchPriority: (req) => {
      const batchPrice = computeUnitPrice(req.priority, req.gasMultiplier);
      return {
        min: priorityFeeLamports(batchPrice, computeUnitLimitFor(0)),
        max: priorityFeeLamports(batchPrice, MAX_COMPUTE_UNITS),
      };
    },
  };
}
