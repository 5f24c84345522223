import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PAGES } from '@shared/pages';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent } from '@web/components/ui/card';
import { formatPercent } from '@web/lib/format';
import { useWallet } from '@web/wallet';
import { useRecentSimulations } from '../api/get-recent-simulations';
import { useRecentWhitepapers } from '../api/get-recent-whitepapers';

const AI_TOOLS = PAGES.filter((p) => p.section === 'ai' && p.kind === 'page');
const RECENT = 5;

interface Result {
  key: string;
  kind: string;
  title: string;
  detail: string;
  to: string;
  at: string;
}

/** Dashboard AI Tools tab: the wallet's latest simulations and whitepapers, and every AI tool. */
export function AiToolsPanel() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const simulations = useRecentSimulations(owner);
  const whitepapers = useRecentWhitepapers(owner);
  const results: Result[] = [
    ...(simulations.data?.runs ?? []).map((r) => ({
      key: `sim-${r.simulationId}`,
      kind: 'Simulation',
      title: r.tokenName,
      detail: r.results ? `${formatPercent(r.results.outcomes.successProbability)} success` : r.status,
      to: '/ai-simulator',
      at: r.createdAt,
    })),
    ...(whitepapers.data?.whitepapers ?? []).map((w) => ({
      key: `wp-${w.id}`,
      kind: 'Whitepaper',
      title: `${w.projectName} (${w.tokenSymbol})`,
      detail: w.status,
      to: '/ai-whitepaper',
      at: w.createdAt,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT);

  return (
    <Card>
      <CardContent className="grid gap-6 pt-5 sm:pt-6 lg:grid-cols-2">
        <section className="space-y-3" aria-labelledby="ai-recent">
          <h3 id="ai-recent" className="font-semibold">
            Your recent AI results
          </h3>
          {!owner ? (
            <p className="text-sm text-muted-foreground">
              Connect a wallet to see your simulations and whitepapers here.
            </p>
          ) : results.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="ai-recent-empty">
              {simulations.isPending || whitepapers.isPending
                ? 'Loading…'
                : 'No simulations or whitepapers yet: start one with an AI tool.'}
            </p>
          ) : (
            <ul className="space-y-2" data-testid="ai-recent">
              {results.map((r) => (
                <li key={r.key}>
                  <Link
                    to={r.to}
                    className="flex items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm hover:bg-muted/40"
                  >
                    <span className="min-w-0">
                      <span className="block text-xs text-muted-foreground">{r.kind}</span>
                      <span className="block truncate font-medium">{r.title}</span>
                    </span>
                    <Badge variant="outline" className="shrink-0 capitalize">
                      {r.detail}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-3" aria-labelledby="ai-tools">
          <h3 id="ai-tools" className="font-semibold">
            AI tools
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {AI_TOOLS.map((p) => (
              <li key={p.path}>
                <Link
                  to={p.path}
                  className="flex items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm hover:bg-muted/40"
                >
                  {p.title}
                  <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
