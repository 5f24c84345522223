import { useMutation } from '@tanstack/react-query';
import { verifiedTokenSchema, type VerifiedToken } from '@shared/schemas/token-verify';
import { apiJson } from '@web/lib/api-client';

/** Reads a mint and the signed-in wallet's balance of it from the chain (multisend, distribution, burner). */
export function verifyToken(tokenAddress: string): Promise<VerifiedToken> {
  return apiJson('POST', '/api/tokens/verify', { tokenAddress: tokenAddress.trim() }, verifiedTokenSchema);
}

export function useVerifyToken() {
  return useMutation({ mutationFn: verifyToken });
}
