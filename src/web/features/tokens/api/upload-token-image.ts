import { uploadTokenImage as uploadTokenImageEndpoint } from '@shared/api/tokens';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** Stores the image on the server; the answer's `url` goes into the token's metadata `image`. */
export function uploadTokenImage(base64: string) {
  return callSecureEndpoint(uploadTokenImageEndpoint, { body: { data: base64 } });
}
