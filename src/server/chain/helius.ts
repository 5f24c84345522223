import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  isSolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/kit';
import { maskKey } from '@shared/schemas/key-vault';
import { settingsMessages } from '@shared/schemas/settings';
import type { Env } from '../lib/env';
import { AppError } from '../lib/errors';
import type { ClusterInfo } from './client';

const PUBLIC_TEMPLATES: Partial<Record<ClusterInfo['kind'], string>> = {
  mainnet: 'https://mainnet.helius-rpc.com/?api-key={key}',
  devnet: 'https://devnet.helius-rpc.com/?api-key={key}',
};

export type HeliusEndpoint = { template: string; reason: null } | { template: null; reason: string };

/** The endpoint template for this server's cluster: HELIUS_RPC_URL when set, else Helius's own by cluster. */
export function heliusEndpoint(env: Pick<Env, 'HELIUS_RPC_URL'>, cluster: ClusterInfo): HeliusEndpoint {
  if (env.HELIUS_RPC_URL) return { template: env.HELIUS_RPC_URL, reason: null };
  const template = PUBLIC_TEMPLATES[cluster.kind];
  if (template) return { template, reason: null };
  const reason =
    cluster.kind === 'local' ? settingsMessages.heliusLocalChain : settingsMessages.heliusOtherCluster;
  return { template: null, reason };
}

export const heliusUrl = (template: string, key: string) =>
  template.replaceAll('{key}', encodeURIComponent(key));

/** What Settings shows: the endpoint with only the key's last 4 characters. */
export const maskedHeliusUrl = (template: string, key: string) => template.replaceAll('{key}', maskKey(key));

/**
 * Any failure reaching Helius becomes a user-safe 502 that never carries the URL (it holds the key):
 * a rejected key (401/403) says so, anything else says Helius did not answer.
 */
function guarded(transport: RpcTransport): RpcTransport {
  return async (config) => {
    try {
      return await transport(config);
    } catch (error) {
      if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
        const { statusCode } = error.context;
        const rejected = statusCode === 401 || statusCode === 403;
        throw new AppError(
          502,
          rejected ? 'helius_key_rejected' : 'helius_unavailable',
          rejected ? settingsMessages.heliusKeyRejected : settingsMessages.heliusUnreachable,
        );
      }
      if (error instanceof AppError || isSolanaError(error)) throw error;
      throw new AppError(502, 'helius_unavailable', settingsMessages.heliusUnreachable);
    }
  };
}

export function heliusRpc(template: string, key: string): Rpc<SolanaRpcApi> {
  return createSolanaRpcFromTransport(guarded(createDefaultRpcTransport({ url: heliusUrl(template, key) })));
}
