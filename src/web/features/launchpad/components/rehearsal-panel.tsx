import { useMutation } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import { useState } from 'react';
import {
  REHEARSAL_PACES_MS,
  REHEARSAL_PRESETS,
  type RehearsalPace,
  type RehearsalPreset,
} from '@shared/schemas/launch-rehearsal';
import type { LaunchTokenDataInput } from '@shared/schemas/launchpad';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatNumber, formatPercent, plural } from '@web/lib/format';
import { useRehearsal } from '../api/get-rehearsal';
import { startRehearsal } from '../api/start-rehearsal';
import { RehearsalTimeline } from './rehearsal-timeline';

const PRESET_LABELS: Record<RehearsalPreset, string> = {
  'fast-sell-out': 'Fast sell-out (6 big buys)',
  'slow-with-sells': 'Slow with sells (10 wallets, some sell half)',
};

const PACE_LABELS: Record<RehearsalPace, string> = {
  0: 'No pause between steps',
  500: '0.5 s between steps',
  2000: '2 s between steps',
};

/**
 * "Rehearse this launch": the form's launch, made by a generated creator on the embedded local chain,
 * traded by faucet-funded generated wallets until it graduates. Not the real launch, never trending.
 */
export function RehearsalPanel({
  tokenData,
  disabled,
}: {
  tokenData: LaunchTokenDataInput;
  disabled: boolean;
}) {
  const [preset, setPreset] = useState<RehearsalPreset>('fast-sell-out');
  const [pace, setPace] = useState<RehearsalPace>(500);
  const start = useMutation({ mutationFn: () => startRehearsal(tokenData, preset, pace) });
  const { data: run } = useRehearsal(start.data?.id ?? null);
  const running = run ? run.status === 'queued' || run.status === 'running' : start.isPending;
  return (
    <div className="space-y-3 rounded-md border p-4" data-testid="rehearsal-panel">
      <p className="text-sm text-muted-foreground">
        Rehearse on the embedded local chain first: scripted wallets buy and sell a copy of this launch until
        it graduates. Nothing here touches your wallet.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Select value={preset} onValueChange={(v) => setPreset(v as RehearsalPreset)}>
          <SelectTrigger aria-label="Rehearsal script" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REHEARSAL_PRESETS.map((p) => (
              <SelectItem key={p} value={p}>
                {PRESET_LABELS[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={String(pace)} onValueChange={(v) => setPace(Number(v) as RehearsalPace)}>
          <SelectTrigger aria-label="Rehearsal pace" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REHEARSAL_PACES_MS.map((p) => (
              <SelectItem key={p} value={String(p)}>
                {PACE_LABELS[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          type="button"
          variant="outline"
          className="sm:col-span-2"
          disabled={disabled || running}
          onClick={() => start.mutate()}
        >
          <Clapperboard aria-hidden />
          Rehearse this launch
        </Button>
      </div>
      {start.error ? <p className="text-sm text-destructive">{start.error.message}</p> : null}
      {run ? (
        <div className="space-y-2" data-testid="rehearsal-progress">
          <p className="text-sm">
            Step {run.step} of {run.steps} · curve {formatPercent(run.progress, 1)} · {run.status}
          </p>
          <Progress value={run.progress} aria-label="Rehearsal curve progress" />
          <p className="text-sm text-muted-foreground" data-testid="rehearsal-figures">
            {plural(run.trades, 'trade')} · {formatNumber(run.volumeSol, 2)} SOL curve volume ·{' '}
            {plural(run.traders, 'trader')}
          </p>
          {run.poolId ? (
            // Rehearsal pools are in no public list (the Liquidity Manager included): named, not linked.
            <p className="text-sm">
              Graduated into pool <span className="font-mono">{run.poolId.slice(0, 8)}…</span>
            </p>
          ) : null}
          <RehearsalTimeline steps={run.timeline} />
          {run.error ? <p className="text-sm text-destructive">{run.error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
