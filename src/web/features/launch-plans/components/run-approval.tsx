import { ShieldCheck } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';
import type { PendingApproval } from '../hooks/use-run-approval';

/** The "approve all steps" switch of a Local Wallet rehearsal, with whether it is on for this run. */
export function ApproveAllSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border/60 p-3" data-testid="approve-all">
      <Switch id="approve-all" checked={on} onCheckedChange={onChange} className="mt-0.5" />
      <div className="min-w-0 space-y-1">
        <label htmlFor="approve-all" className="flex flex-wrap items-center gap-2 text-sm font-medium">
          Approve all steps
          {on ? <Badge variant="secondary">On for this run</Badge> : null}
        </label>
        <p className="text-xs text-muted-foreground">
          Your Local Wallet signs every step of this rehearsal without asking. It ends when the run stops or
          you leave the page, and never applies to a live run or another page.
        </p>
      </div>
    </div>
  );
}

/** The page's prompt for the Local Wallet, which has no window of its own to ask in. */
export function StepApprovalPrompt({
  pending,
  onDecide,
}: {
  pending: PendingApproval;
  onDecide: (ok: boolean) => void;
}) {
  const { step } = pending;
  return (
    <div
      role="alertdialog"
      aria-label="Approve this step"
      className="space-y-3 rounded-lg border border-primary/40 bg-primary/10 p-3"
    >
      <p className="flex items-start gap-2 text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 break-words">
          Step {step.index + 1} ({step.label ?? step.id}) asks your Local Wallet to sign a{' '}
          <span className="font-mono text-xs">{pending.kind}</span> operation.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => onDecide(true)}>
          Approve
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onDecide(false)}>
          Stop here
        </Button>
      </div>
    </div>
  );
}
