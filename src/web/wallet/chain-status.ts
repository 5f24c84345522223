import type { ChainStatus } from '@shared/schemas/chain';
import type { IdentifierString } from '@wallet-standard/base';
import { callEndpoint } from '@web/lib/api-endpoint';
import { chainContracts } from '@web/lib/first-load-contracts';

let pending: Promise<ChainStatus | null> | null = null;

/** The server's cluster, fetched once per page; null when the server cannot be reached. */
export function fetchChainStatus(): Promise<ChainStatus | null> {
  pending ??= chainContracts()
    .then(({ getChainStatus }) => callEndpoint(getChainStatus))
    .catch(() => null);
  return pending;
}

/** Wallet Standard chain id for the server's cluster; undefined lets the wallet use its own. */
export function walletChainFor(status: ChainStatus | null): IdentifierString | undefined {
  switch (status?.cluster) {
    case 'local':
      return 'solana:localnet';
    case 'devnet':
      return 'solana:devnet';
    case 'testnet':
      return 'solana:testnet';
    case 'mainnet':
      return 'solana:mainnet';
    default:
      return undefined;
  }
}
