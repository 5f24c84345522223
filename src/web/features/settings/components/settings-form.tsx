import { Bell, Network, UserCog } from 'lucide-react';
import { useState } from 'react';
import {
  EXPLORER_LABELS,
  EXPLORERS,
  PRIORITY_LEVELS,
  type PriorityLevel,
  type Settings,
  type SettingsResponse,
} from '@shared/schemas/settings';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { fieldClassName, Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { formatInteger } from '@web/lib/format';
import { useSaveSettings } from '../api/settings';
import { RpcProviderSection } from './rpc-provider-section';
import { SettingsSection as Section } from './settings-section';

const PRIORITY_LABELS: Record<PriorityLevel, string> = {
  auto: 'Auto (network default)',
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};
const NOTIFICATIONS: { key: keyof Settings['notifications']; label: string }[] = [
  { key: 'operationConfirmed', label: 'Confirmed operations' },
  { key: 'operationFailed', label: 'Failed operations' },
  { key: 'weeklySummary', label: 'Weekly summary in the notifications list' },
];

/** Profile, notifications, network, RPC provider; saved together for the signed-in wallet. */
export function SettingsForm({ owner, initial }: { owner: string; initial: SettingsResponse }) {
  const [draft, setDraft] = useState<Settings>(initial.settings);
  const save = useSaveSettings(owner);
  const { cluster, rpc } = initial;
  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <Section
          icon={UserCog}
          title="Profile Settings"
          description="The name shown for your wallet on the leaderboard."
        >
          <div className="space-y-2">
            <Label htmlFor="display-name">Display name</Label>
            <Input
              id="display-name"
              value={draft.displayName}
              maxLength={24}
              placeholder="Shown instead of your shortened address"
              onChange={(e) => setDraft({ ...draft, displayName: e.target.value })}
            />
          </div>
        </Section>
        <Section
          icon={Bell}
          title="Notifications"
          description="Which operation results the header's notifications list."
        >
          {NOTIFICATIONS.map(({ key, label }) => (
            <div key={key} className="flex items-center justify-between gap-3">
              <Label htmlFor={`notify-${key}`}>{label}</Label>
              <Switch
                id={`notify-${key}`}
                checked={draft.notifications[key]}
                onCheckedChange={(v) =>
                  setDraft({ ...draft, notifications: { ...draft.notifications, [key]: v } })
                }
              />
            </div>
          ))}
        </Section>
        <Section
          icon={Network}
          title="Network"
          description="Priority fee for transactions you sign, and where links open."
        >
          <div className="space-y-2">
            <Label htmlFor="priority-fee">Priority fee</Label>
            <select
              id="priority-fee"
              className={fieldClassName}
              value={draft.priorityFee}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  priorityFee: PRIORITY_LEVELS.find((l) => l === e.target.value) ?? 'auto',
                })
              }
            >
              {PRIORITY_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {PRIORITY_LABELS[l]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="explorer">Block explorer</Label>
            <select
              id="explorer"
              className={fieldClassName}
              value={draft.explorer}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  explorer: EXPLORERS.find((x) => x === e.target.value) ?? 'solana-explorer',
                })
              }
            >
              {EXPLORERS.map((x) => (
                <option key={x} value={x}>
                  {EXPLORER_LABELS[x]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1 rounded-xl border border-border p-3 text-sm" data-testid="cluster-health">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{cluster.label}</span>
              <Badge variant={cluster.healthy ? 'success' : 'destructive'}>
                {cluster.healthy ? 'Healthy' : 'Unreachable'}
              </Badge>
            </div>
            <p className="font-mono text-xs break-all text-muted-foreground">{cluster.rpcUrl}</p>
            {cluster.slot !== null ? (
              <p className="text-xs text-muted-foreground">
                Slot {formatInteger(cluster.slot)} · {cluster.latencyMs} ms
              </p>
            ) : null}
          </div>
        </Section>
      </div>
      <RpcProviderSection
        value={draft.rpcProvider}
        onChange={(rpcProvider) => setDraft({ ...draft, rpcProvider })}
        rpc={rpc}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </form>
  );
}
