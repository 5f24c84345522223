import { z } from 'zod';
import { stepUpBodySchema } from '../schemas/auth';
import { apiKeyIdSchema, storedApiKeySchema, vaultStatsSchema } from '../schemas/key-vault';
import { addApiKeyBodySchema } from '../schemas/spec-shapes/key-vault';
import { endpoint } from './endpoint';

const tag = 'API key vault';

const apiKeyListSchema = z.object({ keys: z.array(storedApiKeySchema), stats: vaultStatsSchema });
/** The proof may be left out (the answer then asks for it): a call with no body at all is the same. */
const stepUpBody = stepUpBodySchema.optional();

export const listApiKeys = endpoint({
  method: 'GET',
  path: '/api/api-vault',
  auth: 'wallet',
  tag,
  summary: "The signed-in wallet's stored keys, masked, with the vault's figures",
  response: apiKeyListSchema,
});

/** The same list under the spec's other path; the web reads this one. */
export const listApiKeysAlias = endpoint({
  method: 'GET',
  path: '/api/api-vault/keys',
  auth: 'wallet',
  tag,
  summary:
    "The signed-in wallet's stored keys, masked, with the vault's figures (same as GET /api/api-vault)",
  response: apiKeyListSchema,
});

export const addApiKey = endpoint({
  method: 'POST',
  path: '/api/api-vault',
  auth: 'wallet',
  tag,
  summary: "Stores a key, encrypted at rest (the spec's `encryptedKey` is taken as the key itself)",
  body: addApiKeyBodySchema,
  response: storedApiKeySchema,
  examples: { body: { keyName: 'My OpenAI key', service: 'openai', apiKey: 'sk-example' } },
});

export const revealApiKey = endpoint({
  method: 'POST',
  path: '/api/api-vault/:id/reveal',
  auth: 'wallet',
  tag,
  summary: 'The full key, for its owner with a fresh wallet signature naming this reveal',
  params: apiKeyIdSchema,
  body: stepUpBody,
  response: z.object({ apiKey: z.string() }),
});

export const deleteApiKey = endpoint({
  method: 'DELETE',
  path: '/api/api-vault/:id',
  auth: 'wallet',
  tag,
  summary: 'Deletes a key, for its owner with a fresh wallet signature naming this deletion',
  params: apiKeyIdSchema,
  body: stepUpBody,
  response: z.object({ deleted: z.literal(true) }),
});
