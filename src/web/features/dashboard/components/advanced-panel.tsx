import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES, type PagePath } from '@shared/pages';
import { Card, CardContent } from '@web/components/ui/card';

/** What each advanced tool does here, in one line. */
const WHAT: Partial<Record<PagePath, string>> = {
  '/liquidity': 'Create pools, add and remove liquidity, see your positions',
  '/token-burner': 'Burn tokens you hold, recorded on chain',
  '/portfolio': 'Your wallet’s holdings and their value',
  '/gamification': 'Achievements and leaderboard from your activity',
  '/api-vault': 'Third-party API keys, encrypted per wallet',
  '/solx-staking': 'Stake SOLX in tiered pools and claim rewards',
  '/phantom-compliance': 'Scan a token’s mint, holders and liquidity; PDF reports',
};

const TOOLS = PAGES.filter((p) => (p.section === 'advanced' || p.section === 'phase7') && p.kind === 'page');

/** Dashboard Advanced tab: the advanced and Phase 7 tools this build has. */
export function AdvancedPanel() {
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <h3 className="font-semibold">Advanced tools</h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="advanced-tools">
          {TOOLS.map((p) => (
            <li key={p.path}>
              <Link
                to={p.path}
                className="flex h-full items-start justify-between gap-3 rounded-lg border border-border p-3 hover:bg-muted/40"
              >
                <span className="space-y-1">
                  <span className="block text-sm font-medium">{p.title}</span>
                  <span className="block text-xs text-muted-foreground">{WHAT[p.path]}</span>
                </span>
                <ArrowRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
