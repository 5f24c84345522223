import { tokenImageSchema } from '@shared/schemas/token-images';
import { secureApiJson } from '@web/lib/api-client';

/** Stores the image on the server; the answer's `url` goes into the token's metadata `image`. */
export function uploadTokenImage(base64: string) {
  return secureApiJson('POST', '/api/tokens/images', { data: base64 }, tokenImageSchema);
}
