import { describe, expect, it } from 'vitest';
import { settingsMessages } from '@shared/schemas/settings';
import type { ClusterInfo } from './client';
import { heliusEndpoint, heliusUrl, maskedHeliusUrl } from './helius';

const cluster = (kind: ClusterInfo['kind']): ClusterInfo => ({ kind, label: kind, rpcUrl: '', wsUrl: '' });

describe('Helius endpoint by cluster', () => {
  it('uses Helius mainnet and devnet by cluster and refuses the embedded chain with the plain reason', () => {
    expect(heliusEndpoint({}, cluster('mainnet')).template).toBe(
      'https://mainnet.helius-rpc.com/?api-key={key}',
    );
    expect(heliusEndpoint({}, cluster('devnet')).template).toBe(
      'https://devnet.helius-rpc.com/?api-key={key}',
    );
    expect(heliusEndpoint({}, cluster('local'))).toEqual({
      template: null,
      reason: settingsMessages.heliusLocalChain,
    });
    expect(heliusEndpoint({}, cluster('testnet')).reason).toBe(settingsMessages.heliusOtherCluster);
  });

  it('an explicit HELIUS_RPC_URL wins on any cluster', () => {
    const HELIUS_RPC_URL = 'http://127.0.0.1:9/rpc?api-key={key}';
    expect(heliusEndpoint({ HELIUS_RPC_URL }, cluster('local')).template).toBe(HELIUS_RPC_URL);
  });

  it('puts the key in the URL encoded, and shows only its last 4 characters', () => {
    const template = 'https://mainnet.helius-rpc.com/?api-key={key}';
    expect(heliusUrl(template, 'a&b=c/1234')).toBe(
      'https://mainnet.helius-rpc.com/?api-key=a%26b%3Dc%2F1234',
    );
    expect(maskedHeliusUrl(template, 'secret-abcd')).toBe(
      'https://mainnet.helius-rpc.com/?api-key=••••••••abcd',
    );
  });
});
