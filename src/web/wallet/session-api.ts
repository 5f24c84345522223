import { nonceResponseSchema, sessionSchema } from '@shared/schemas/auth';
import type { Session } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';
import type { z } from 'zod';

/** `GET /api/auth/session`; null when there is none (401) or the server cannot be reached. */
export async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/auth/session', { credentials: 'include' });
    if (!response.ok) return null;
    return sessionSchema.parse(await response.json());
  } catch {
    return null;
  }
}

export async function requestNonce(address: string): Promise<z.infer<typeof nonceResponseSchema>> {
  const response = await apiRequest('POST', '/api/auth/nonce', { address });
  return nonceResponseSchema.parse(await response.json());
}

/** Sets the httpOnly session cookie when the signature checks out. */
export async function verifySignIn(body: { address: string; signedMessage: string; signature: string }) {
  const response = await apiRequest('POST', '/api/auth/verify', body);
  return sessionSchema.parse(await response.json());
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout').catch(() => undefined);
}
