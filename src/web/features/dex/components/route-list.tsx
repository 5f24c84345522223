import { Route as RouteIcon } from 'lucide-react';
import type { DexToken } from '@shared/schemas/dex';
import type { JupiterSwapForm } from '../hooks/use-jupiter-swap';
import { RouteCard } from './route-card';

/** The found routes, best first, the first preselected (spec §4 Jupiter). */
export function RouteList({ form, tokens }: { form: JupiterSwapForm; tokens: readonly DexToken[] }) {
  const { routes, input, output } = form;
  if (!routes || !input || !output) return null;
  if (routes.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground"
        role="status"
      >
        No route between {input.symbol} and {output.symbol} for this amount. Try a smaller amount or another
        pair.
      </p>
    );
  }
  const symbolOf = (mint: string) => tokens.find((t) => t.mint === mint)?.symbol ?? `${mint.slice(0, 4)}…`;
  return (
    <section className="space-y-2" aria-label="Routes">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <RouteIcon className="size-4 text-primary" aria-hidden />
        {routes.length} route{routes.length === 1 ? '' : 's'}
      </h3>
      <div role="radiogroup" aria-label="Choose a route" className="space-y-2">
        {routes.map((route, index) => (
          <RouteCard
            key={route.id}
            route={route}
            best={index === 0}
            selected={form.selected?.id === route.id}
            input={input}
            output={output}
            symbolOf={symbolOf}
            onSelect={() => form.selectRoute(route.id)}
            disabled={form.swap.isPending}
          />
        ))}
      </div>
    </section>
  );
}
