import { rpcCall } from './rpc';

const LAMPORTS_PER_SOL = 1_000_000_000;
export const FAUCET_AIRDROP_SOL = 10;
/** Top up again only when the account is nearly empty (e.g. the embedded chain was reset). */
const MIN_BALANCE_LAMPORTS = LAMPORTS_PER_SOL;
const CONFIRM_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 250;

interface SignatureStatus {
  err: unknown;
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
}

export async function getBalanceLamports(rpcUrl: string, address: string): Promise<number> {
  const result = await rpcCall<{ value: number }>(rpcUrl, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ]);
  return Number(result.value);
}

/** Polls the signature's status until it is confirmed, failed, or the timeout passes. */
export async function waitForConfirmation(rpcUrl: string, signature: string): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { value } = await rpcCall<{ value: (SignatureStatus | null)[] }>(rpcUrl, 'getSignatureStatuses', [
      [signature],
    ]);
    const status = value[0];
    if (status?.err) throw new Error(`Airdrop failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error('Airdrop was not confirmed in time');
}

/** Requests 10 SOL from the embedded chain's faucet when the account is (nearly) empty, and waits for it. */
export async function fundFromFaucet(rpcUrl: string, address: string): Promise<void> {
  if ((await getBalanceLamports(rpcUrl, address)) >= MIN_BALANCE_LAMPORTS) return;
  const signature = await rpcCall<string>(rpcUrl, 'requestAirdrop', [
    address,
    FAUCET_AIRDROP_SOL * LAMPORTS_PER_SOL,
    { commitment: 'confirmed' },
  ]);
  await waitForConfirmation(rpcUrl, signature);
}
