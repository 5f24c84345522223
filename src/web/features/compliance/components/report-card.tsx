import { AlertTriangle, CheckCircle2, CircleDashed, Download, XCircle } from 'lucide-react';
import type { ComplianceCheck, ComplianceReport, RiskLevel } from '@shared/schemas/compliance';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { formatUsd } from '@web/lib/format';
import { downloadReport } from '../api/download-report';

export const RISK_BADGES: Record<RiskLevel, 'success' | 'warning' | 'destructive' | 'info'> = {
  low: 'success',
  medium: 'warning',
  high: 'destructive',
  critical: 'destructive',
};

const STATUS_ICONS = {
  passed: <CheckCircle2 className="size-4 text-success" aria-hidden />,
  warning: <AlertTriangle className="size-4 text-warning" aria-hidden />,
  failed: <XCircle className="size-4 text-destructive" aria-hidden />,
  pending: <CircleDashed className="size-4 text-muted-foreground" aria-hidden />,
};

function CheckRow({ check }: { check: ComplianceCheck }) {
  return (
    <li
      className="flex min-w-0 gap-3 rounded-xl border border-border bg-background/40 p-3"
      data-testid="scan-check"
    >
      <span className="pt-0.5">{STATUS_ICONS[check.status]}</span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{check.title}</p>
          <Badge variant="secondary">{check.category}</Badge>
          {check.status !== 'passed' && check.weight > 0 ? (
            <Badge variant={check.level === 'danger' ? 'destructive' : 'warning'}>
              {check.level} · −{check.weight}
            </Badge>
          ) : null}
        </div>
        <p className="text-xs wrap-anywhere text-muted-foreground">{check.detail}</p>
      </div>
    </li>
  );
}

/** One scan: score, risk level, every check with its level and weight, and the PDF download. */
export function ReportCard({ report }: { report: ComplianceReport }) {
  return (
    <Card data-testid="scan-report">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <CardTitle>
              {report.tokenName} ({report.tokenSymbol})
            </CardTitle>
            <CardDescription className="font-mono text-xs break-all">{report.mint}</CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void downloadReport(report)}
            data-testid="download-pdf"
          >
            <Download className="size-4" aria-hidden /> Download PDF
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-3xl font-bold tabular-nums" data-testid="scan-score">
            {report.overallScore}
            <span className="text-base text-muted-foreground">/100</span>
          </p>
          <Badge variant={RISK_BADGES[report.riskLevel]} data-testid="scan-rating">
            {report.rating} · {report.riskLevel} risk
          </Badge>
          <span className="text-sm text-muted-foreground">
            Liquidity {formatUsd(report.liquidityUsd, 0)}
          </span>
        </div>
        <Progress value={report.overallScore} aria-label="Overall score" />
        <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {report.checks.map((c) => (
            <CheckRow key={c.id} check={c} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
