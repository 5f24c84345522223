import { NOT_FINANCIAL_ADVICE, TEMPLATE_BACKEND, type AiAuthorship } from '@shared/schemas/ai';
import type { Env } from '../env';
import { resolveModel, type ModelConfig } from './provider';

export {
  acceptsWalletKey,
  chatJson,
  chatStream,
  chatText,
  aiUnavailable,
  type ChatMessage,
  type ModelConfig,
} from './provider';
export { Composer, seedOf, pct, amount } from './composer';

/**
 * The model a request uses: none when the caller asked for the template, else the wallet's own key
 * (from the key vault, when wired) or the environment's endpoint.
 */
export function modelFor(
  env: Env,
  choice: 'auto' | 'template',
  walletKey?: string | null,
): ModelConfig | null {
  return choice === 'template' ? null : resolveModel(env, walletKey);
}

export function authorship(model: ModelConfig | null): AiAuthorship {
  return {
    backend: model ? model.model : TEMPLATE_BACKEND,
    disclaimer: NOT_FINANCIAL_ADVICE,
    generatedAt: new Date().toISOString(),
  };
}

/** The system prompt every tool starts from: JSON only, facts from the user, no promises. */
export const systemPrompt = (task: string) =>
  `You are a careful token-launch analyst. ${task} Use only the facts given. ` +
  'Never promise returns. Reply with one JSON object and nothing else.';
