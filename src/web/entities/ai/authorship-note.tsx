import { Bot, Info } from 'lucide-react';
import type { AiAuthorship, Band } from '@shared/schemas/ai';
import { Badge } from '@web/components/ui/badge';

/** Which back end wrote a result, and the not-financial-advice line every AI result carries. */
export function AuthorshipNote({ meta }: { meta: AiAuthorship }) {
  return (
    <div className="space-y-1 text-xs text-muted-foreground" data-testid="ai-authorship">
      <p className="flex items-center gap-1.5">
        <Bot className="size-3.5" aria-hidden />
        Written by <span className="font-medium text-foreground">{meta.backend}</span>
      </p>
      <p className="flex items-start gap-1.5">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {meta.disclaimer}
      </p>
    </div>
  );
}

const BAND_VARIANT = { good: 'success', fair: 'warning', poor: 'destructive' } as const;
export const BAND_TEXT = { good: 'text-success', fair: 'text-warning', poor: 'text-destructive' } as const;

export function BandBadge({ band, testId }: { band: Band; testId?: string }) {
  return (
    <Badge variant={BAND_VARIANT[band.tone]} data-testid={testId}>
      {band.label}
    </Badge>
  );
}
