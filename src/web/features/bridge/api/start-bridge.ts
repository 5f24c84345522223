import { bridgeResponseSchema, type BridgeRequestInput } from '@shared/schemas/bridge';
import { secureApiJson } from '@web/lib/api-client';
import { OPERATION_KIND } from '@shared/operation-kinds';

/** POST /api/dex/cross-chain: a lock for the Solana wallet to sign, or a burn for the EVM wallet. */
export function startBridge(body: BridgeRequestInput) {
  return secureApiJson('POST', '/api/dex/cross-chain', body, bridgeResponseSchema, {
    kind: OPERATION_KIND.bridgeLock,
  });
}
