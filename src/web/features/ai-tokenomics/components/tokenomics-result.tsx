import { riskBand } from '@shared/schemas/ai';
import type { TokenomicsResponse } from '@shared/schemas/ai-tokenomics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AuthorshipNote, BAND_TEXT, BandBadge } from '@web/entities/ai/authorship-note';
import { UnlockChart } from './unlock-chart';

const CIRCULATING = [
  ['tge', 'At TGE'],
  ['m6', '6 months'],
  ['m12', '12 months'],
  ['m24', '24 months'],
] as const;

export function TokenomicsResult({ response }: { response: TokenomicsResponse }) {
  const { result, meta } = response;
  const band = riskBand(result.riskAssessment.score);
  return (
    <div className="space-y-6" data-testid="tokenomics-result">
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle>Risk Assessment</CardTitle>
            <CardDescription>100 minus the points each rule takes off.</CardDescription>
          </div>
          <div className="text-right">
            <p className={`text-3xl font-bold ${BAND_TEXT[band.tone]}`} data-testid="risk-score">
              {result.riskAssessment.score}
            </p>
            <BandBadge band={band} testId="risk-band" />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="space-y-2 text-sm">
            {result.riskAssessment.factors.map((f) => (
              <li key={f.factor} className="flex items-start justify-between gap-3">
                <span>
                  <span className="font-medium">{f.factor}</span>
                  <span className="block text-xs text-muted-foreground">{f.detail}</span>
                </span>
                <span className={`font-mono ${f.points > 0 ? 'text-destructive' : 'text-success'}`}>
                  {f.points > 0 ? `−${f.points}` : '0'}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm leading-relaxed">{result.analysis}</p>
          <div>
            <h4 className="mb-2 text-sm font-semibold">Recommendations</h4>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {result.recommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <AuthorshipNote meta={meta} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Unlock Schedule</CardTitle>
          <CardDescription>Circulating supply by category over 48 months.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {CIRCULATING.map(([key, label]) => (
              <div key={key} className="rounded-lg border border-border p-3 text-center">
                <p className="text-xs text-muted-foreground">{label}</p>
                <p className="text-lg font-semibold" data-testid={`circulating-${key}`}>
                  {result.circulating[key]}%
                </p>
              </div>
            ))}
          </div>
          <UnlockChart schedule={result.unlockSchedule} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Launch Plan</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="space-y-4">
            {result.launchPlan.phases.map((p, i) => (
              <li key={p.phase} className="border-l-2 border-primary/40 pl-4">
                <p className="text-sm font-semibold">
                  {i + 1}. {p.phase}{' '}
                  <span className="font-normal text-muted-foreground">· {p.timeframe}</span>
                </p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
                  {p.actions.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
