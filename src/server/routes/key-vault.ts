import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/key-vault';
import type { StepUpAction, StepUpProof } from '@shared/schemas/auth';
import type { Address } from '@solana/kit';
import type { AppContext } from '../context';
import { contractRoutes } from '../lib/contract-route';
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
  const serve = contractRoutes(app, ctx.env);
  const sensitive = { scriptCheck: true, rateLimit: perWalletLimit(30) } as const;
  const list = async (wallet: Address) => {
    const keys = await listApiKeys(ctx, wallet);
    return { keys, stats: await vaultStats(ctx, wallet, keys) };
  };
  serve(api.listApiKeys, {}, async (_, request) => list(walletOf(request)));
  serve(api.listApiKeysAlias, {}, async (_, request) => list(walletOf(request)));
  serve(api.addApiKey, sensitive, async ({ body }, request) => addApiKey(ctx, walletOf(request), body));
  // Revealing or deleting a key needs a fresh wallet signature naming it, not only the cookie. Another
  // wallet's id is 404 before that, as everywhere.
  const confirmed = async (wallet: Address, id: string, action: StepUpAction, stepUp?: StepUpProof) => {
    await ownApiKey(ctx, wallet, id);
    await consumeStepUp(ctx, wallet, { action, target: id }, stepUp);
  };
  serve(api.revealApiKey, sensitive, async ({ params: { id }, body }, request) => {
    const wallet = walletOf(request);
    await confirmed(wallet, id, 'reveal_api_key', body?.stepUp);
    return { apiKey: await revealApiKey(ctx, wallet, id) };
  });
  serve(api.deleteApiKey, sensitive, async ({ params: { id }, body }, request) => {
    const wallet = walletOf(request);
    await confirmed(wallet, id, 'delete_api_key', body?.stepUp);
    await deleteApiKey(ctx, wallet, id);
    return { deleted: true } as const;
  });
}
