import { Eye, FileCheck2, Lock, ShieldCheck } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { TotalSupplyFigure } from './components/total-supply-figure';
import { useSolxOverview } from '@web/entities/solx/solx-overview';
import { formatAmount } from '@web/lib/format';
import { AllocationList, DistributionBar } from './components/allocation-list';
import { AllocationChart, UnlockScheduleChart } from './components/solx-charts';

const NOTES = [
  {
    icon: Lock,
    title: 'One vault per allocation',
    text: 'Each category sits in its own platform-owned token account; the balances above are read from the chain, the unlocked amounts from each vesting rule.',
  },
  {
    icon: ShieldCheck,
    title: 'Team behind a cliff',
    text: 'Team tokens have a 12-month cliff, then vest linearly over 36 months; partners and advisors a 6-month cliff.',
  },
  {
    icon: FileCheck2,
    title: 'Locked liquidity',
    text: 'LP tokens of the liquidity reserve stay locked for 12 months after launch.',
  },
  {
    icon: Eye,
    title: 'Verify before you trade',
    text: 'The SOLX mint address is on the $SOLX Token page, with an explorer link; anything else is not SOLX. Its mint and freeze authorities are revoked.',
  },
] as const;

export default function TokenomicsInfoPage() {
  const { data } = useSolxOverview();
  const allocations = data?.allocations ?? [];
  const locked = data ? formatAmount(data.lockedPercent, 1) : '—';
  return (
    <div className="space-y-6">
      <section className="grid gap-4 md:grid-cols-3">
        <Card className="p-6 md:col-span-1">
          <TotalSupplyFigure supply={data?.totalSupply} />
        </Card>
        <Card className="p-6 md:col-span-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Distribution Overview</h2>
            <p className="text-sm text-muted-foreground">{locked}% locked or vesting today</p>
          </div>
          <div className="mt-4">
            <DistributionBar allocations={allocations} />
          </div>
        </Card>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Allocation &amp; Vesting</CardTitle>
          <CardDescription>
            Eight categories, their share of the supply and how they are released.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <AllocationChart allocations={allocations} />
          <AllocationList allocations={allocations} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Unlock Schedule</CardTitle>
          <CardDescription>
            Cumulative SOLX unlocked per category, month by month from creation.
          </CardDescription>
        </CardHeader>
        <CardContent>{data ? <UnlockScheduleChart tgeAt={data.tgeAt} /> : null}</CardContent>
      </Card>

      <section aria-labelledby="tokenomics-notes" className="space-y-4">
        <h3 id="tokenomics-notes" className="text-xl font-semibold tracking-tight">
          Security &amp; Transparency
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2">
          {NOTES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex h-full gap-4 p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-success/15 text-success">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
