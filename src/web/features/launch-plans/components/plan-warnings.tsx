import { AlertTriangle } from 'lucide-react';
import type { PlanCheck } from '@shared/schemas/launch-plan-check';
import { Alert, AlertDescription } from '@web/components/ui/alert';

/** What the whole-plan check found worth a look without stopping the plan (a name already used). */
export function PlanWarnings({ check }: { check: PlanCheck | undefined }) {
  const warnings = check?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert variant="warning" className="mt-4" data-testid="plan-warnings">
      <AlertTriangle aria-hidden />
      <AlertDescription className="min-w-0">
        {warnings.map((w) => (
          <span key={`${w.path.join('.')}:${w.message}`} className="block break-words">
            Step {Number(w.path[1]) + 1}: {w.message}
          </span>
        ))}
      </AlertDescription>
    </Alert>
  );
}
