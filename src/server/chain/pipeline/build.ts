import {
  appendTransactionMessageInstructions,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
  type TransactionMessageBytesBase64,
  getBase64Decoder,
} from '@solana/kit';
import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { TX_LIMITS } from '@shared/math/batch-pack';
import { PRIORITY_MICRO_LAMPORTS, PRIORITY_MULTIPLIERS, type PriorityLevel } from '@shared/schemas/settings';
import type { ChainClient } from '../client';
import { describeSimulationFailure, transactionTooLarge } from './errors';
import { compileTransactionFast, partiallySign } from './message-bytes';

export interface Lifetime {
  blockhash: Blockhash;
  lastValidBlockHeight: bigint;
}

export interface BuiltTransaction {
  wireBase64: string;
  lastValidBlockHeight: bigint;
  computeUnits: number;
  feeLamports: bigint;
}

export const MAX_COMPUTE_UNITS = 1_400_000;

function message(payer: Address, lifetime: Lifetime, instructions: Instruction[]) {
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(createNoopSigner(payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

/** Refuses a transaction the chain would refuse for its size, before simulating it (the RPC answers an error). */
function assertFits(wireBase64: string) {
  const bytes = Buffer.byteLength(wireBase64, 'base64');
  if (bytes > TX_LIMITS.maxBytes) throw transactionTooLarge(bytes, TX_LIMITS.maxBytes);
}

const fits = (wireBase64: string) => Buffer.byteLength(wireBase64, 'base64') <= TX_LIMITS.maxBytes;

/** The runtime's limit when a transaction sets none: 200,000 units per instruction, at most 1.4M. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;

/**
 * A transaction the budget instructions would push over the size limit (a curve launch, full to the
 * byte) is sent without them when the wallet left the priority fee on Auto or none is due: the runtime's
 * default cap serves when the simulation needs no more, and Auto's median fee is the app's nicety, not a
 * choice the wallet made (a level it chose is never dropped: that plan is refused instead). The units it
 * used in simulation, or null when it needs the explicit limit (or does not fit either way).
 */
async function withoutBudget(
  chain: ChainClient,
  payer: Address,
  lifetime: Lifetime,
  instructions: Instruction[],
): Promise<number | null> {
  const bare = getBase64EncodedWireTransaction(
    compileTransactionFast(message(payer, lifetime, instructions)),
  );
  if (!fits(bare)) return null;
  const units = await simulate(chain, bare);
  const cap = Math.min(MAX_COMPUTE_UNITS, DEFAULT_UNITS_PER_INSTRUCTION * instructions.length);
  return units <= cap ? units : null;
}

async function simulate(chain: ChainClient, wire: string) {
  const { value } = await chain.rpc
    .simulateTransaction(wire as Parameters<typeof chain.rpc.simulateTransaction>[0], {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: false,
      commitment: 'confirmed',
    })
    .send();
  if (value.err) throw describeSimulationFailure(value.err, value.logs ?? []);
  return Number(value.unitsConsumed ?? 0n);
}

/**
 * Micro-lamports per compute unit: the median of recent fees on real clusters (scaled by a level the
 * wallet chose on /settings); on the embedded chain, which has no fee market, the level's fixed price.
 */
export async function unitPrice(chain: ChainClient, priority: PriorityLevel): Promise<number> {
  if (priority === 'none') return 0;
  if (chain.embedded !== null) return priority === 'auto' ? 0 : PRIORITY_MICRO_LAMPORTS[priority];
  const fees = await chain.rpc.getRecentPrioritizationFees().send();
  const nonZero = fees
    .map((f) => Number(f.prioritizationFee))
    .filter((f) => f > 0)
    .sort((a, b) => a - b);
  const median = nonZero[Math.floor(nonZero.length / 2)] ?? 0;
  return Math.round(median * (priority === 'auto' ? 1 : PRIORITY_MULTIPLIERS[priority]));
}

/**
 * Compiles a transaction for a wallet to sign: the wallet is the fee payer (its signature slot is left
 * empty), any keypair signers inside the instructions (a new mint, the platform) sign now. The message is
 * simulated first so a doomed transaction is refused before the user is asked to sign it. On real
 * clusters the compute-unit limit comes from the simulation and a priority fee from recent fees.
 */
export async function buildTransaction(
  chain: ChainClient,
  payer: Address,
  lifetime: Lifetime,
  instructions: Instruction[],
  priority: PriorityLevel = 'auto',
): Promise<BuiltTransaction> {
  const realCluster = chain.embedded === null;
  // A feature that prices its own compute (batches: priority × gas multiplier) keeps its instructions.
  const ownBudget = instructions.some((i) => i.programAddress === COMPUTE_BUDGET_PROGRAM_ADDRESS);
  let final = instructions;
  let probedUnits: number | null = null;
  if ((realCluster || priority !== 'auto') && !ownBudget) {
    const price = await unitPrice(chain, priority);
    const withBudget = (units: number) => [
      getSetComputeUnitLimitInstruction({ units }),
      ...(price > 0 ? [getSetComputeUnitPriceInstruction({ microLamports: BigInt(price) })] : []),
      ...instructions,
    ];
    // The final shape with the probe's limit: a u32 either way, so this is the final size.
    const probe = getBase64EncodedWireTransaction(
      compileTransactionFast(message(payer, lifetime, withBudget(MAX_COMPUTE_UNITS))),
    );
    const roomless = (price === 0 || priority === 'auto') && !fits(probe);
    const bare = roomless ? await withoutBudget(chain, payer, lifetime, instructions) : null;
    if (bare) {
      probedUnits = bare;
    } else {
      assertFits(probe);
      const units = await simulate(chain, probe);
      probedUnits = units;
      final = withBudget(Math.min(MAX_COMPUTE_UNITS, Math.ceil(units * 1.15) + 1000));
    }
  }
  const compiled = message(payer, lifetime, final);
  const signed = await partiallySign(compiled);
  const wireBase64 = getBase64EncodedWireTransaction(signed);
  assertFits(wireBase64);
  const computeUnits = probedUnits ?? (await simulate(chain, wireBase64));
  const fee = await chain.rpc
    .getFeeForMessage(getBase64Decoder().decode(signed.messageBytes) as TransactionMessageBytesBase64, {
      commitment: 'confirmed',
    })
    .send();
  return {
    wireBase64,
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
    computeUnits,
    feeLamports: fee.value ?? 0n,
  };
}
