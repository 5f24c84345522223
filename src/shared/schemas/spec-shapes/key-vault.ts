import { addApiKeySchema } from '../key-vault';
import { acceptSpecShape } from './accept';

/**
 * Spec part 2 §7: the add payload names the key `encryptedKey` ("the key, base64-encoded"). It is taken as
 * the key the client holds, stored as given, exactly like the app's `apiKey`: the server encrypts every
 * key at rest itself and never decodes or trusts a client-side encryption, so reveal gives back the same
 * text. (Decoding base64 would garble a key that merely looks like base64, such as "abcd1234".)
 */
const fromSpec = (body: Record<string, unknown>) =>
  body.apiKey === undefined && 'encryptedKey' in body
    ? { keyName: body.keyName, service: body.service, apiKey: body.encryptedKey }
    : null;

/** POST /api/api-vault: `{keyName, service, apiKey}` or the spec's `{keyName, service, encryptedKey}`. */
export const addApiKeyBodySchema = acceptSpecShape(addApiKeySchema, fromSpec);
