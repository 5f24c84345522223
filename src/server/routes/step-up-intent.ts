import type { Address } from '@solana/kit';
import { apiKeyIdSchema, vaultServiceFor } from '@shared/schemas/key-vault';
import type { StepUpIntent } from '@shared/schemas/auth';
import { RPC_PROVIDER_LABELS, settingsSchema } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { parse } from '../lib/validate';
import { ownApiKey } from '../services/key-vault';

/**
 * What a step-up asks the wallet to confirm, in words naming the key or the RPC. A key id of another
 * wallet is 404, as everywhere, so no challenge is issued for it.
 */
export async function stepUpStatement(
  ctx: AppContext,
  wallet: Address,
  intent: StepUpIntent,
): Promise<string> {
  if (intent.action === 'change_rpc') {
    const provider = parse(settingsSchema.shape.rpcProvider, intent.target);
    return `Send your wallet's chain reads through ${RPC_PROVIDER_LABELS[provider]}.`;
  }
  const key = await ownApiKey(ctx, wallet, parse(apiKeyIdSchema, { id: intent.target }).id);
  const service = vaultServiceFor(key.service)?.name ?? key.service;
  const verb = intent.action === 'reveal_api_key' ? 'Reveal' : 'Delete';
  return `${verb} the API key ${JSON.stringify(key.keyName)} (${service}) stored in your vault.`;
}
