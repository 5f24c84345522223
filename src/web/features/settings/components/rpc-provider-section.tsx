import { Server } from 'lucide-react';
import { Link } from 'react-router';
import {
  RPC_PROVIDER_LABELS,
  RPC_PROVIDERS,
  settingsMessages,
  type RpcHealth,
  type RpcProvider,
} from '@shared/schemas/settings';
import { Badge } from '@web/components/ui/badge';
import { formatInteger } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { SettingsSection } from './settings-section';

const HINTS: Record<RpcProvider, string> = {
  platform: 'The cluster this server runs on.',
  helius: 'Your Helius key from the API Key Vault, used by the server only; it never reaches the browser.',
};

/** The RPC the server reads this wallet's balances and holdings through, and that RPC's health. */
export function RpcProviderSection({
  value,
  onChange,
  rpc,
}: {
  value: RpcProvider;
  onChange: (provider: RpcProvider) => void;
  rpc: RpcHealth;
}) {
  const disabled = (p: RpcProvider) => p === 'helius' && !rpc.helius.available && value !== 'helius';
  return (
    <SettingsSection
      icon={Server}
      title="RPC Provider"
      description="Where the server reads your balances, holdings and token accounts. Transactions are always submitted through the platform's cluster."
      testId="rpc-provider"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className="sr-only">RPC provider</legend>
          {RPC_PROVIDERS.map((p) => (
            <label
              key={p}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm',
                value === p && 'border-primary',
                disabled(p) && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="rpc-provider"
                value={p}
                className="mt-1"
                checked={value === p}
                disabled={disabled(p)}
                onChange={() => onChange(p)}
              />
              <span className="space-y-1">
                <span className="block font-medium">{RPC_PROVIDER_LABELS[p]}</span>
                <span className="block text-xs text-muted-foreground">{HINTS[p]}</span>
                {p === 'helius' && rpc.helius.reason ? (
                  <span className="block text-xs text-warning" data-testid="helius-unavailable">
                    {rpc.helius.reason}
                    {rpc.helius.reason === settingsMessages.heliusNeedsKey ? (
                      <>
                        {' '}
                        <Link to="/api-vault" className="text-primary underline">
                          Open the API Key Vault
                        </Link>
                      </>
                    ) : null}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div
          className="space-y-1 self-start rounded-xl border border-border p-3 text-sm"
          data-testid="rpc-health"
        >
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">In use: {RPC_PROVIDER_LABELS[rpc.provider]}</span>
            <Badge variant={rpc.healthy ? 'success' : 'destructive'}>
              {rpc.healthy ? 'Healthy' : 'Unreachable'}
            </Badge>
          </div>
          <p className="font-mono text-xs break-all text-muted-foreground">{rpc.url}</p>
          {rpc.slot !== null ? (
            <p className="text-xs text-muted-foreground">
              Slot {formatInteger(rpc.slot)} · {rpc.latencyMs} ms
            </p>
          ) : null}
          {rpc.notice ? <p className="text-xs text-destructive">{rpc.notice}</p> : null}
        </div>
      </div>
    </SettingsSection>
  );
}
