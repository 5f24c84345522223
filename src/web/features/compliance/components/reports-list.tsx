import { Download, FileText } from 'lucide-react';
import type { ComplianceReport } from '@shared/schemas/compliance';
import { EmptyState } from '@web/components/common/empty-state';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { downloadReport } from '../api/download-report';
import { RISK_BADGES } from './report-card';

/** The wallet's stored scans, newest first, each with its PDF. */
export function ReportsList({ reports }: { reports: ComplianceReport[] }) {
  if (reports.length === 0) {
    return (
      <EmptyState icon={FileText} title="No Reports Yet">
        Scan a token in the Token Scanner tab; every scan is stored here as a report.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-2">
      {reports.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card/60 p-3"
          data-testid="compliance-report"
        >
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">
              {r.tokenSymbol} <span className="font-normal text-muted-foreground">{r.tokenName}</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {new Date(r.generatedAt).toLocaleString()} ·{' '}
              {r.checks.filter((c) => c.status === 'passed').length}/{r.checks.length} checks passed
            </p>
          </div>
          <div className="flex items-center gap-2">
            <span className="font-bold tabular-nums">{r.overallScore}/100</span>
            <Badge variant={RISK_BADGES[r.riskLevel]}>{r.riskLevel}</Badge>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Download ${r.tokenSymbol} report`}
              onClick={() => void downloadReport(r)}
            >
              <Download className="size-4" aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
