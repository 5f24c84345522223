import {
  ArrowRight,
  Droplets,
  Gift,
  Lock,
  PiggyBank,
  Sparkles,
  TrendingUp,
  Users,
  Globe,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSolxOverview } from '@web/entities/solx/solx-overview';
import { formatAmount, formatCompactUsd, formatInteger, formatUsdPrice } from '@web/lib/format';
import { TotalSupplyFigure } from './components/total-supply-figure';
import { AllocationList } from './components/allocation-list';
import { ContractAddress } from './components/contract-address';
import { Roadmap } from './components/roadmap';
import { AllocationChart } from './components/solx-charts';
import { StatTile } from './components/stat-tile';
import { WhitelistButton } from './components/whitelist-button';

const FEATURES = [
  {
    icon: PiggyBank,
    title: 'Staking Rewards',
    text: '25% of the supply is reserved for stakers, released over 48 months.',
  },
  {
    icon: Globe,
    title: 'Ecosystem Growth',
    text: '20% funds builders and integrations, released over 36 months.',
  },
  { icon: Gift, title: 'Community Airdrops', text: '5% goes to the community, distributed over 24 months.' },
  {
    icon: Droplets,
    title: 'Locked Liquidity',
    text: 'The liquidity reserve’s LP tokens stay locked for 12 months.',
  },
] as const;

export default function SolxTokenPage() {
  const { data, error } = useSolxOverview();
  const locked = data ? `${formatAmount(data.lockedPercent, 1)}%` : '—';
  const apr = data ? `${data.stakingAprRange[0]}–${data.stakingAprRange[1]}%` : '—';
  const cap = data?.marketCapUsd == null ? '—' : formatCompactUsd(data.marketCapUsd);
  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl border border-primary/25 bg-gradient-to-br from-solana-purple/25 via-card to-solana-green/10 p-6 sm:p-10">
        <div className="pointer-events-none absolute inset-0 bg-grid opacity-50" aria-hidden />
        <div className="relative grid gap-8 lg:grid-cols-[1fr_auto] lg:items-center">
          <div className="max-w-2xl space-y-4">
            <Badge variant="gradient">
              <Sparkles aria-hidden />
              {data?.priceUsd == null
                ? 'Live on this network'
                : `${formatUsdPrice(data.priceUsd)} per SOLX`}
            </Badge>
            <h2 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              <span className="text-gradient">$SOLX</span> Token
            </h2>
            <p className="text-base text-foreground/80 sm:text-lg">
              The utility token of the SOLX Token Launch Suite: a fixed supply held in eight platform-owned
              allocation vaults, {locked} of it still locked or vesting today.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <WhitelistButton />
              <Button variant="outline" size="lg" asChild>
                <Link to="/tokenomics-info">
                  Learn More
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          </div>
          <div className="rounded-2xl border border-border bg-background/60 p-5 backdrop-blur-sm lg:min-w-72">
            <TotalSupplyFigure supply={data?.totalSupply} />
          </div>
        </div>
      </section>

      {data ? <ContractAddress address={data.mint} explorerUrl={data.explorerUrl} /> : null}
      {error ? <p className="text-sm text-destructive">{error.message}</p> : null}

      <section aria-label="Token figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label="Locked" value={locked} icon={Lock} accent="green" />
        <StatTile label="Staking APR" value={apr} icon={TrendingUp} accent="blue" />
        <StatTile label="Market Cap" value={cap} icon={Sparkles} accent="amber" />
        <StatTile label="Holders" value={data ? formatInteger(data.holders) : '—'} icon={Users} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Token Distribution</CardTitle>
            <CardDescription>
              Each allocation's vault on chain, and what its vesting rule has unlocked today.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <AllocationChart allocations={data?.allocations ?? []} />
            <AllocationList allocations={data?.allocations ?? []} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Roadmap</CardTitle>
            <CardDescription>
              Each phase&apos;s status is what this build has: no dates are promised.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Roadmap />
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="solx-features" className="space-y-4">
        <h3 id="solx-features" className="text-xl font-semibold tracking-tight">
          Token Features
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className="size-6 text-primary-soft" aria-hidden />
                <p className="mt-3 font-semibold">{title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
