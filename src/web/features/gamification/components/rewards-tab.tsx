import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import type { Reward } from '@shared/schemas/gamification';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { invalidateGamification } from '../api/query-keys';
import { toast } from '@web/lib/toast';
import { formatInteger } from '@web/lib/format';
import { errorMessage } from '@web/entities/operations/operation-error';
import { claimReward } from '../api/claim-reward';

/** The store: a claim spends points once; the button is off when unavailable, claimed or unaffordable. */
export function RewardsTab({
  rewards,
  availablePoints,
  owner,
}: {
  rewards: readonly Reward[];
  availablePoints: number;
  owner: string;
}) {
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: claimReward,
    onSuccess: (_result, rewardId) => {
      const title = rewards.find((r) => r.id === rewardId)?.title ?? 'Reward';
      toast({ title: 'Reward Claimed!', description: `${title} is yours.`, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Claim Failed',
        description: errorMessage(error, 'Failed to claim rewards'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateGamification(queryClient, owner),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {rewards.map((r) => {
        const affordable = availablePoints >= r.cost;
        const label = r.claimed
          ? 'Claimed'
          : !r.available
            ? 'Unavailable'
            : affordable
              ? 'Claim'
              : 'Not enough points';
        return (
          <Card key={r.id} data-testid="reward">
            <CardContent className="flex h-full flex-col gap-3 p-4">
              <div className="flex items-start gap-3">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary-soft">
                  <Gift className="size-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-1.5 font-medium">
                    {r.title}
                    <Badge variant="secondary" className="capitalize">
                      {r.type}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">{r.description}</p>
                </div>
              </div>
              <div className="mt-auto flex items-center justify-between gap-2">
                <span className="font-semibold tabular-nums">{formatInteger(r.cost)} pts</span>
                <Button
                  size="sm"
                  variant={r.claimed ? 'secondary' : 'default'}
                  disabled={r.claimed || !r.available || !affordable || claim.isPending}
                  onClick={() => claim.mutate(r.id)}
                >
                  {label}
                </Button>
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
