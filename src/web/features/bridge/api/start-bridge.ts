import * as api from '@shared/api/bridge';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { BridgeRequestInput } from '@shared/schemas/bridge';
import { callSecureEndpoint } from '@web/lib/api-endpoint';

/** A lock for the Solana wallet to sign, or a burn for the EVM wallet. */
export function startBridge(body: BridgeRequestInput) {
  return callSecureEndpoint(api.startBridge, { body }, { kind: OPERATION_KIND.bridgeLock });
}
