import type { RunStep } from '@shared/schemas/launch-plan-runs';

async function rpcCall<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined)
    throw new Error(`${method} on ${url}: ${body.error?.message ?? `HTTP ${res.status}`}`);
  return body.result;
}

const balanceOf = async (url: string, address: string) =>
  BigInt((await rpcCall<{ value: number }>(url, 'getBalance', [address, { commitment: 'confirmed' }])).value);

/**
 * Gives `signer` on the fork exactly the lamports `like` holds on the cluster (read upstream, airdropped
 * by the fork's own faucet, so nothing reaches the cluster). Resolves to that amount.
 */
export async function fundLike(clusterRpc: string, forkRpc: string, like: string, signer: string) {
  const lamports = await balanceOf(clusterRpc, like);
  if (lamports > 0n) {
    await rpcCall<string>(forkRpc, 'requestAirdrop', [signer, Number(lamports)]);
    for (let i = 0; i < 100 && (await balanceOf(forkRpc, signer)) < lamports; i++)
      await new Promise((r) => setTimeout(r, 100));
  }
  return lamports;
}

export interface ForkStepResult {
  step: string;
  kind: string;
  status: string;
  error: string | null;
  /** Network fees the step's transactions paid on the fork. */
  feeLamports: string;
}

/** Each step's status with the fees its landed transactions paid, read back from the fork. */
export async function stepResults(forkRpc: string, steps: RunStep[]): Promise<ForkStepResult[]> {
  return Promise.all(
    steps.map(async (s) => {
      let fee = 0n;
      for (const sig of s.operations.flatMap((o) => o.signatures)) {
        const tx = await rpcCall<{ meta: { fee: number } } | null>(forkRpc, 'getTransaction', [
          sig,
          { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
        ]).catch(() => null);
        fee += BigInt(tx?.meta.fee ?? 0);
      }
      return { step: s.id, kind: s.kind, status: s.status, error: s.error, feeLamports: String(fee) };
    }),
  );
}
