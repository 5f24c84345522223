import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { walletServiceKey } from '../services/key-vault';

/** A signed-in wallet's own OpenAI key from the API Key Vault (it wins over the environment's). */
export async function vaultKey(
  ctx: AppContext,
  request: FastifyRequest,
  backend: 'auto' | 'template',
): Promise<string | null> {
  if (!request.wallet || backend === 'template') return null;
  return walletServiceKey(ctx, request.wallet, 'openai');
}
