import { walletMessages } from '@shared/schemas/wallet';
import { CopyButton } from '@web/components/common/copy-button';

interface SecretFieldProps {
  label: string;
  value: string;
  revealed: boolean;
  testId: string;
}

/** A key or phrase: masked until the wallet's reveal toggle is on; only then can it be copied. */
export function SecretField({ label, value, revealed, testId }: SecretFieldProps) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="flex items-start gap-1 rounded-lg border border-border bg-background/50 px-3 py-2">
        <code
          data-testid={testId}
          data-revealed={revealed}
          className="min-w-0 flex-1 font-mono text-xs leading-5 break-all"
        >
          {revealed ? value : '•'.repeat(Math.min(value.length, 48))}
        </code>
        {revealed ? <CopyButton value={value} label={label} title={walletMessages.copied} /> : null}
      </div>
    </div>
  );
}
