import { Check, X } from 'lucide-react';
import type { VaultStats } from '@shared/schemas/key-vault';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The facts the security score is graded from, each marked met or not. */
export function ScoreBasis({ score, basis }: { score: string; basis: VaultStats['securityBasis'] }) {
  return (
    <Card data-testid="score-basis">
      <CardHeader>
        <CardTitle>Security Score: {score}</CardTitle>
        <CardDescription>
          {basis.length === 0
            ? 'No keys stored: there is nothing to grade yet.'
            : 'Graded A to D by how many of the last three facts hold.'}
        </CardDescription>
      </CardHeader>
      {basis.length > 0 ? (
        <CardContent>
          <ul className="space-y-2 text-sm">
            {basis.map((b) => (
              <li key={b.label} className="flex gap-2" data-met={b.met}>
                {b.met ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-label="met" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="not met" />
                )}
                {b.label}
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}
