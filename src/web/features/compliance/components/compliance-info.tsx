import { Check, Scale } from 'lucide-react';
import { COMPLIANCE_PLANS, type Framework } from '@shared/schemas/compliance';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

export function FrameworkList({ frameworks }: { frameworks: Framework[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {frameworks.map((f) => (
        <Card key={f.id}>
          <CardHeader>
            <div className="flex items-center justify-between gap-2">
              <CardTitle className="flex items-center gap-2">
                <Scale className="size-4" aria-hidden /> {f.name}
              </CardTitle>
              <Badge variant={f.status === 'active' ? 'success' : 'secondary'}>{f.status}</Badge>
            </div>
            <CardDescription>{f.region}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            <p>{f.description}</p>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              {f.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Spec §9 plans, shown as reference: every scan here runs the full check list. */
export function PlanCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {COMPLIANCE_PLANS.map((p) => (
        <Card key={p.name}>
          <CardHeader>
            <CardTitle>{p.name}</CardTitle>
            <p className="text-2xl font-bold">{p.price}</p>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {p.features.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <Check className="size-4 text-success" aria-hidden /> {f}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function LegalDisclaimer() {
  return (
    <Card className="border-warning/40">
      <CardHeader>
        <CardTitle>Legal Disclaimer</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        Scans are automated readings of the chain and of this platform&apos;s records. They are not legal,
        financial or regulatory advice, and the frameworks are summaries for reference. Consult qualified
        counsel before a token launch.
      </CardContent>
    </Card>
  );
}
