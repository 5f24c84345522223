import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stepUpBodySchema, type StepUpAction } from '@shared/schemas/auth';
import { apiKeyIdSchema } from '@shared/schemas/key-vault';
import { addApiKeyBodySchema } from '@shared/schemas/spec-shapes/key-vault';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { consumeStepUp } from '../services/auth';
import {
  addApiKey,
  deleteApiKey,
  listApiKeys,
  ownApiKey,
  revealApiKey,
  vaultStats,
} from '../services/key-vault';

/** API Key Vault: keys are encrypted at rest, listed masked, revealed only on the owner's explicit request. */
export function keyVaultRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sensitive = { auth: 'wallet', scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  const list = async (wallet: Parameters<typeof listApiKeys>[1]) => {
    const keys = await listApiKeys(ctx, wallet);
    return { keys, stats: vaultStats(keys) };
  };
  app.get('/api/api-vault', { config: { auth: 'wallet' } }, async (request) => list(walletOf(request)));
  app.get('/api/api-vault/keys', { config: { auth: 'wallet' } }, async (request) => list(walletOf(request)));
  app.post('/api/api-vault', { config: sensitive }, async (request) =>
    addApiKey(ctx, walletOf(request), parse(addApiKeyBodySchema, request.body)),
  );
  // Revealing or deleting a key needs a fresh wallet signature naming it, not only the cookie. Another
  // wallet's id is 404 before that, as everywhere.
  const confirmed = async (request: FastifyRequest, action: StepUpAction) => {
    const wallet = walletOf(request);
    const { id } = parse(apiKeyIdSchema, request.params);
    await ownApiKey(ctx, wallet, id);
    const { stepUp } = parse(stepUpBodySchema, request.body ?? {});
    await consumeStepUp(ctx, wallet, { action, target: id }, stepUp);
    return { wallet, id };
  };
  app.post('/api/api-vault/:id/reveal', { config: sensitive }, async (request) => {
    const { wallet, id } = await confirmed(request, 'reveal_api_key');
    return { apiKey: await revealApiKey(ctx, wallet, id) };
  });
  app.delete('/api/api-vault/:id', { config: sensitive }, async (request) => {
    const { wallet, id } = await confirmed(request, 'delete_api_key');
    await deleteApiKey(ctx, wallet, id);
    return { deleted: true };
  });
}
