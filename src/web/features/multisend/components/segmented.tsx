import { cn } from '@web/lib/utils';

interface SegmentedProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
}

/** A radio group drawn as a row of buttons (send type, gas speed, priority). */
export function Segmented<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: SegmentedProps<T>) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cn('grid gap-1 rounded-lg border border-border bg-background/40 p-1', className)}
      style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-9 rounded-md px-2 text-xs font-medium transition-colors sm:text-sm',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50',
              checked
                ? 'bg-gradient-to-r from-solana-purple to-solana-green text-white shadow'
                : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
