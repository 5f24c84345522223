import { Globe } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { BridgeNetworks } from '@shared/schemas/bridge';

/** Spec §2.11 supported networks, with where each chain runs and what the platform holds in custody. */
export function SupportedNetworks({ data }: { data: BridgeNetworks | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-4" aria-hidden /> Supported Networks
        </CardTitle>
        <CardDescription>
          {data?.executes
            ? 'Local chains: Solana and four embedded EVM chains. Locked tokens sit in platform-held custody accounts the platform co-signs; wrapped tokens are minted by a bridge contract only on 2-of-3 guardian signatures.'
            : 'On this cluster the bridge can quote only; transfers execute on the local chains.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {(data?.networks ?? []).map((n) => (
            <li
              key={n.chain}
              className="flex flex-wrap items-center justify-between gap-2"
              data-testid="bridge-network"
            >
              <span className="font-medium">{n.name}</span>
              <span className="text-xs text-muted-foreground">
                {n.chainId === null ? 'Solana' : `chain id ${n.chainId}`} · gas {n.gasToken}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
