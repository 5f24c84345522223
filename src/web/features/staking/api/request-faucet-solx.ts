import * as api from '@shared/api/solx';
import { callEndpoint } from '@web/lib/api-endpoint';

/** Local chain only: 10,000 SOLX from the public-launch vault, once per wallet. */
export function requestFaucetSolx() {
  return callEndpoint(api.requestFaucetSolx);
}
