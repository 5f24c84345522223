import type { FastifyInstance } from 'fastify';
import { addApiKeySchema, apiKeyIdSchema } from '@shared/schemas/key-vault';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { perWalletLimit, walletOf } from '../plugins/guards';
import { addApiKey, deleteApiKey, listApiKeys, revealApiKey, vaultStats } from '../services/key-vault';

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
    addApiKey(ctx, walletOf(request), parse(addApiKeySchema, request.body)),
  );
  app.post('/api/api-vault/:id/reveal', { config: sensitive }, async (request) => ({
    apiKey: await revealApiKey(ctx, walletOf(request), parse(apiKeyIdSchema, request.params).id),
  }));
  app.delete('/api/api-vault/:id', { config: sensitive }, async (request) => {
    await deleteApiKey(ctx, walletOf(request), parse(apiKeyIdSchema, request.params).id);
    return { deleted: true };
  });
}
