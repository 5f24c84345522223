import type { RunStep, RunView } from '@shared/schemas/launch-plan-runs';
import { ExplorerLink } from '@web/components/common/explorer-link';
import { useChainStatus } from '@web/entities/chain/chain-status';
import { accountExplorerUrl, txExplorerUrl } from '@web/lib/explorer';
import { formatSol, shortAddress } from '@web/lib/format';

/** A curve-buys step's buyer wallets, each with its SOL and its buy as the run records it. */
export function BuyersList({ step, buyers }: { step: RunStep; buyers: RunView['buyers'][number] }) {
  const chain = useChainStatus().data;
  const buys = step.operations.filter((o) => o.kind === 'launchpad_trade');
  return (
    <ul className="space-y-1 text-xs text-muted-foreground" aria-label={`Buyers of ${step.id}`}>
      {buyers.wallets.map((w, i) => {
        const buy = buys[i];
        const sig = buy?.signatures[0];
        const href = accountExplorerUrl(chain, w);
        const sigHref = sig ? txExplorerUrl(chain, sig) : null;
        return (
          <li key={w} className="flex min-w-0 flex-wrap items-center gap-x-2" data-testid={`buyer-${i}`}>
            <span>Buyer {i + 1}</span>
            {href ? (
              <ExplorerLink href={href} label={w}>
                {shortAddress(w)}
              </ExplorerLink>
            ) : (
              <span className="font-mono">{shortAddress(w)}</span>
            )}
            <span>buys {formatSol(buyers.sol[i] ?? '0')}</span>
            <span className={buy?.status === 'confirmed' ? 'text-emerald-400' : undefined}>
              {buy ? buy.status : 'waiting'}
            </span>
            {sig && sigHref ? (
              <ExplorerLink href={sigHref} label={sig}>
                {shortAddress(sig, 6, 6)}
              </ExplorerLink>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
