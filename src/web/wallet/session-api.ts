import * as api from '@shared/api/auth';
import type { Session } from '@shared/schemas/auth';
import { callEndpoint } from '@web/lib/api-endpoint';

/** The signed-in session; null when there is none (401) or the server cannot be reached. */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await callEndpoint(api.getSession);
  } catch {
    return null;
  }
}

export function requestNonce(address: string) {
  return callEndpoint(api.requestNonce, { body: { address } });
}

/** Sets the httpOnly session cookie when the signature checks out. */
export function verifySignIn(body: { address: string; signedMessage: string; signature: string }) {
  return callEndpoint(api.verifySignIn, { body });
}

export async function logout(): Promise<void> {
  await callEndpoint(api.logout).catch(() => undefined);
}
