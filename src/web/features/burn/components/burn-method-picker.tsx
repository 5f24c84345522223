import { Flame, Lock, Trash } from 'lucide-react';
import { BURN_METHOD_LABELS, BURN_METHODS, type BurnMethod } from '@shared/schemas/burn';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

const ICONS = { 'burn-instruction': Flame, 'null-address': Trash, permanent: Lock } as const;

export function BurnMethodPicker({
  value,
  disabled,
  onChange,
}: {
  value: BurnMethod;
  disabled: boolean;
  onChange: (method: BurnMethod) => void;
}) {
  return (
    <div className="space-y-2">
      <Label id="burn-method-label">Burn Method</Label>
      <div className="grid gap-2 sm:grid-cols-3" role="radiogroup" aria-labelledby="burn-method-label">
        {BURN_METHODS.map((m) => {
          const Icon = ICONS[m];
          const selected = value === m;
          return (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={selected}
              disabled={disabled}
              onClick={() => onChange(m)}
              className={cn(
                'flex flex-col gap-1 rounded-xl border p-3 text-left transition-colors disabled:opacity-50',
                'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                selected
                  ? 'border-destructive/60 bg-destructive/10'
                  : 'border-border hover:border-primary/40',
              )}
            >
              <span className="flex items-center gap-2 text-sm font-medium">
                <Icon
                  className={cn('size-4', selected ? 'text-destructive' : 'text-muted-foreground')}
                  aria-hidden
                />
                {BURN_METHOD_LABELS[m].title}
              </span>
              <span className="text-xs text-muted-foreground">{BURN_METHOD_LABELS[m].description}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
