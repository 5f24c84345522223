import { Check, ExternalLink, Scale } from 'lucide-react';
import { COMPLIANCE_OFFER, type Framework } from '@shared/schemas/compliance';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const inForce = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

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
            <p className="text-xs text-muted-foreground" data-testid="framework-source">
              In force since {inForce(f.inForceSince)} ·{' '}
              <a
                href={f.source.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 break-words text-primary underline-offset-2 hover:underline"
              >
                {f.source.label}
                <ExternalLink className="size-3 shrink-0" aria-hidden />
              </a>
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** What a scan costs and includes: spec §9's paid plans had no purchase path, so there are none. */
export function PlanCards() {
  return (
    <Card data-testid="compliance-offer">
      <CardHeader>
        <CardTitle>Free scans</CardTitle>
        <CardDescription>There are no paid plans: every scan is free.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-3">
          {COMPLIANCE_OFFER.map((f) => (
            <li key={f} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden /> {f}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
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
