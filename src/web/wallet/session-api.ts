import type { Session } from '@shared/schemas/auth';
import { callEndpoint } from '@web/lib/api-endpoint';
import { authContracts } from '@web/lib/first-load-contracts';

/** The signed-in session; null when there is none (401) or the server cannot be reached. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await callEndpoint((await authContracts()).getSession);
  } catch {
    return null;
  }
}

export async function requestNonce(address: string) {
  return callEndpoint((await authContracts()).requestNonce, { body: { address } });
}

/** Sets the httpOnly session cookie when the signature checks out. */
export async function verifySignIn(body: { address: string; signedMessage: string; signature: string }) {
  return callEndpoint((await authContracts()).verifySignIn, { body });
}

export async function logout(): Promise<void> {
  await callEndpoint((await authContracts()).logout).catch(() => undefined);
}
