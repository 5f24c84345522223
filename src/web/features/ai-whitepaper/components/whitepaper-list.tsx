import { Download } from 'lucide-react';
import type { Whitepaper } from '@shared/schemas/ai-whitepaper';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';

const STATUS_VARIANT = { generating: 'warning', completed: 'success', failed: 'destructive' } as const;

interface Props {
  papers: readonly Whitepaper[];
  selectedId: string | null;
  onSelect: (paper: Whitepaper) => void;
  onExport: (paper: Whitepaper) => void;
}

/** Every paper with its status and progress; only completed ones open or export (spec part 2 §4). */
export function WhitepaperList({ papers, selectedId, onSelect, onExport }: Props) {
  if (papers.length === 0) return <p className="text-sm text-muted-foreground">No whitepapers yet.</p>;
  return (
    <ul className="space-y-2" data-testid="whitepaper-list">
      {papers.map((p) => {
        const done = p.status === 'completed';
        return (
          <li
            key={p.id}
            className={`space-y-2 rounded-lg border p-3 ${p.id === selectedId ? 'border-primary' : 'border-border'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <button
                type="button"
                disabled={!done}
                onClick={() => onSelect(p)}
                className="min-w-0 text-left text-sm disabled:cursor-default"
              >
                <span className="block truncate font-medium">
                  {p.projectName} ({p.tokenSymbol})
                </span>
                <span className="block text-xs text-muted-foreground">
                  {new Date(p.createdAt).toLocaleString()} · {p.meta.backend}
                </span>
              </button>
              <div className="flex shrink-0 items-center gap-2">
                <Badge variant={STATUS_VARIANT[p.status]}>{p.status}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!done}
                  onClick={() => onExport(p)}
                  aria-label={`Export ${p.projectName}`}
                >
                  <Download aria-hidden /> Export
                </Button>
              </div>
            </div>
            <Progress value={p.progress} aria-label={`${p.projectName} progress`} />
            {p.status === 'failed' && p.error ? <p className="text-xs text-destructive">{p.error}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
