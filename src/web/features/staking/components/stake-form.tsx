import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Droplets } from 'lucide-react';
import { useState } from 'react';
import { estimatedReward } from '@shared/math/staking';
import { SOLX_FAUCET_AMOUNT } from '@shared/schemas/solx';
import {
  STAKE_DURATIONS,
  stakingMessages,
  type StakeDuration,
  type StakingPoolView,
} from '@shared/schemas/staking';
import { solxKeys } from '@web/entities/solx/query-keys';
import { stakingKeys } from '../api/query-keys';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/lib/toast';
import { errorMessage } from '@web/entities/operations/operation-error';
import { formatAmount, formatAmountInput, formatInteger, formatUi, stripCommas } from '@web/lib/format';
import { requestFaucetSolx } from '../api/request-faucet-solx';

interface StakeFormProps {
  pools: StakingPoolView[];
  pool: StakingPoolView | null;
  onPool: (pool: StakingPoolView | null) => void;
  available: string;
  faucet: boolean;
  /** One lock day in ms (shorter when rehearsing), for the unlock date. */
  dayMs: number;
  busy: boolean;
  onStake: (amount: string, duration: StakeDuration, done: () => void) => void;
}

const POSITIVE = /^\d+(\.\d{1,9})?$/;

/** Amount + lock duration (each duration is one pool) and the summary, estimated with that pool's APR. */
export function StakeForm({ pools, pool, onPool, available, faucet, dayMs, busy, onStake }: StakeFormProps) {
  const [amount, setAmount] = useState('');
  const queryClient = useQueryClient();
  const duration = (pool?.duration ?? 90) as StakeDuration;
  const raw = stripCommas(amount);
  const numeric = Number(raw);
  const faucetRun = useMutation({
    mutationFn: requestFaucetSolx,
    onSuccess: (grant) => {
      toast({
        title: 'SOLX Received',
        description: `${formatUi(grant.amount)} SOLX from the local faucet.`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: stakingKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: solxKeys.overview() });
    },
    onError: (error) =>
      toast({
        title: 'Faucet Failed',
        description: errorMessage(error, 'The faucet could not send SOLX'),
        variant: 'destructive',
      }),
  });

  const submit = () => {
    if (!raw)
      return toast({
        title: 'Invalid Amount',
        description: stakingMessages.amountRequired,
        variant: 'destructive',
      });
    if (!POSITIVE.test(raw) || !(numeric > 0))
      return toast({
        title: 'Invalid Amount',
        description: stakingMessages.amountInvalid,
        variant: 'destructive',
      });
    if (!pool)
      return toast({
        title: stakingMessages.noPoolTitle,
        description: stakingMessages.noPool,
        variant: 'destructive',
      });
    onStake(raw, duration, () => setAmount(''));
  };

  const ends = new Date(Date.now() + duration * dayMs);
  return (
    <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="stake-amount">Amount (SOLX)</Label>
          <button
            type="button"
            className="text-xs text-primary-soft hover:underline"
            onClick={() => setAmount(formatAmountInput(available))}
          >
            Available: <span data-testid="available-balance">{formatAmount(available, 4)}</span> SOLX
          </button>
        </div>
        <Input
          id="stake-amount"
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          onChange={(e) => setAmount(formatAmountInput(e.target.value))}
        />
        {faucet && Number(available) === 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={faucetRun.isPending}
            onClick={() => faucetRun.mutate()}
          >
            <Droplets aria-hidden />
            Get {formatInteger(SOLX_FAUCET_AMOUNT)} test SOLX (local chain)
          </Button>
        ) : null}
      </div>
      <div className="space-y-2">
        <Label htmlFor="stake-duration">Lock duration</Label>
        <Select
          value={String(duration)}
          onValueChange={(v) => onPool(pools.find((p) => p.duration === Number(v)) ?? null)}
        >
          <SelectTrigger id="stake-duration">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STAKE_DURATIONS.map((d) => {
              const p = pools.find((x) => x.duration === d);
              return (
                <SelectItem key={d} value={String(d)} disabled={p ? !p.isActive : true}>
                  {d} days ({p?.apr ?? '—'}% APR)
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
      </div>
      <dl
        className="space-y-2 rounded-xl border border-border bg-muted/30 p-4 text-sm"
        aria-label="Staking summary"
      >
        <Row label="Pool" value={pool?.name ?? '—'} />
        <Row label="Amount" value={`${numeric > 0 ? formatAmount(raw, 9) : '0'} SOLX`} />
        <Row label="Lock period" value={`${duration} days`} />
        <Row label="APR" value={pool ? `${pool.apr}%` : '—'} />
        <Row
          label="Estimated reward"
          value={`${formatAmount(pool && numeric > 0 ? estimatedReward(numeric, pool.apr, duration) : 0, 4)} SOLX`}
          testId="estimated-reward"
        />
        <Row label="Unlocks" value={ends.toLocaleString()} />
      </dl>
      <Button type="submit" variant="gradient" className="w-full" disabled={busy}>
        {busy ? 'Staking…' : 'Stake SOLX'}
      </Button>
    </form>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
