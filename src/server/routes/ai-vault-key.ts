import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { acceptsWalletKey, modelFor, type ModelConfig } from '../lib/ai';
import { walletServiceKey } from '../services/key-vault';

/**
 * The model one AI request uses: the signed-in wallet's own OpenAI key from the API Key Vault where it may
 * be used (only towards OpenAI itself), else the environment's endpoint, else the template (null).
 */
export async function requestModel(
  ctx: AppContext,
  request: FastifyRequest,
  backend: 'auto' | 'template',
): Promise<ModelConfig | null> {
  const walletKey =
    request.wallet && backend !== 'template' && acceptsWalletKey(ctx.env)
      ? await walletServiceKey(ctx, request.wallet, 'openai')
      : null;
  const model = modelFor(ctx.env, backend, walletKey);
  return model && { ...model, log: (details, message) => request.log.warn(details, message) };
}
