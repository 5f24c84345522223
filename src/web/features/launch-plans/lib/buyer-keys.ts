import {
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';
import { signInWithKey, signWithKey } from '@shared/launch-plans/key-signer';
import type { RunSigner } from '@shared/launch-plans/runner';
import { transportWith } from './web-transport';

/**
 * Rehearsal buyers' keys, kept in this browser per run so a reload or a server restart can resume the
 * run's buys. Rehearsal only: a live run's buyers are the buyers' own wallets, run from the CLI.
 */
const STORE_PREFIX = 'solx.launch-plan.rehearsal-buyers.';

interface StoredBuyers {
  rehearsal: true;
  /** address → 32-byte ed25519 seed, base58. */
  seeds: Record<string, string>;
}

export interface BuyerKey {
  address: string;
  seed: string;
}

type PlanLike = { steps: (Record<string, unknown> & { kind: string })[] };

export const hasBuys = (plan: PlanLike) => plan.steps.some((s) => s.kind === 'curve-buys');

async function newBuyer(): Promise<BuyerKey> {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  return { address: signer.address, seed: getBase58Decoder().decode(seed) };
}

/** The plan with one new wallet per buy of each curve-buys step (as the CLI's preparePlan does). */
export async function withNewBuyers<P extends PlanLike>(plan: P): Promise<{ plan: P; buyers: BuyerKey[] }> {
  const buyers: BuyerKey[] = [];
  const steps = [];
  for (const step of plan.steps) {
    if (step.kind !== 'curve-buys' || !Array.isArray(step.buys)) {
      steps.push(step);
      continue;
    }
    const own = await Promise.all(step.buys.map(() => newBuyer()));
    buyers.push(...own);
    steps.push({ ...step, wallets: own.map((b) => b.address) });
  }
  return { plan: { ...plan, steps }, buyers };
}

export function saveBuyers(runId: string, buyers: readonly BuyerKey[]): void {
  if (buyers.length === 0) return;
  const stored: StoredBuyers = {
    rehearsal: true,
    seeds: Object.fromEntries(buyers.map((b) => [b.address, b.seed])),
  };
  localStorage.setItem(STORE_PREFIX + runId, JSON.stringify(stored));
}

/** The kept key of one of this run's buyers; undefined when this browser does not hold it. */
export async function keptBuyer(runId: string, address: string): Promise<KeyPairSigner | undefined> {
  let seed: string | undefined;
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_PREFIX + runId) ?? 'null') as StoredBuyers | null;
    seed = stored?.rehearsal === true ? stored.seeds[address] : undefined;
  } catch {
    return undefined;
  }
  if (!seed) return undefined;
  const signer = await createKeyPairSignerFromPrivateKeyBytes(
    new Uint8Array(getBase58Encoder().encode(seed)),
  );
  return signer.address === address ? signer : undefined;
}

/**
 * The runner's `signerFor` for one rehearsal run: each buyer kept for it, signed in with a session of
 * its own (a bearer token, so the page's own session stays), once per run call.
 */
export function buyerSignersFor(runId: string): (address: string) => Promise<RunSigner | undefined> {
  const signedIn = new Map<string, Promise<RunSigner>>();
  const signIn = async (signer: KeyPairSigner): Promise<RunSigner> => {
    const bearer = await signInWithKey(transportWith({}), signer, { bearer: true });
    if (!bearer) throw new Error(`The server gave no session to buyer ${signer.address}`);
    return { transport: transportWith({ bearer }), sign: (txs) => signWithKey(signer, txs) };
  };
  return async (address) => {
    let ready = signedIn.get(address);
    if (!ready) {
      const signer = await keptBuyer(runId, address);
      if (!signer) return undefined;
      ready = signIn(signer);
      signedIn.set(address, ready);
    }
    return ready;
  };
}
