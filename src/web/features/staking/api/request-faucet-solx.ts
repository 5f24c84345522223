import { faucetGrantSchema } from '@shared/schemas/solx';
import { SOLX_FAUCET_URL } from '@web/entities/solx/query-keys';
import { apiJson } from '@web/lib/api-client';

/** Local chain only: 10,000 SOLX from the public-launch vault, once per wallet. */
export function requestFaucetSolx() {
  return apiJson('POST', SOLX_FAUCET_URL, undefined, faucetGrantSchema);
}
