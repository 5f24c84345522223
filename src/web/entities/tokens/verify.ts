import { useMutation } from '@tanstack/react-query';
import { verifyToken as verifyTokenEndpoint } from '@shared/api/tokens';
import type { VerifiedToken } from '@shared/schemas/token-verify';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Reads a mint and the signed-in wallet's balance of it from the chain (multisend, distribution, burner). */
export function verifyToken(tokenAddress: string): Promise<VerifiedToken> {
  return callEndpoint(verifyTokenEndpoint, { body: { tokenAddress: tokenAddress.trim() } });
}

export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
