import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BRIDGE_NETWORKS_URL, bridgeKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const networksSchema = z.object({
  executes: z.boolean(),
  mode: z.string(),
  estimatedTime: z.string(),
  networks: z.array(
    z.object({
      chain: z.string(),
      name: z.string(),
      gasToken: z.string(),
      chainId: z.number().nullable(),
      rpcUrl: z.string(),
      bridgeAddress: z.string().nullable(),
      tokens: z.record(z.string(), z.string()),
    }),
  ),
});
export type BridgeNetworks = z.infer<typeof networksSchema>;

export function useBridgeNetworks() {
  return useQuery({
    queryKey: bridgeKeys.networks(),
    queryFn: () => apiJson('GET', BRIDGE_NETWORKS_URL, undefined, networksSchema),
    staleTime: 60_000,
  });
}
