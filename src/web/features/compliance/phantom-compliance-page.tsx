import { FileText, Gauge, Scale, ShieldAlert } from 'lucide-react';
import { PageHeader } from '@web/components/common/page-header';
import { StatCard, StatGrid } from '@web/components/common/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ConnectWalletCard, useWallet } from '@web/wallet';
import { useComplianceReports, useFrameworks } from './api/get-reports';
import { FrameworkList, LegalDisclaimer, PlanCards } from './components/compliance-info';
import { ReportsList } from './components/reports-list';
import { TokenScanner } from './components/token-scanner';

/** Route /phantom-compliance: real token scans stored as reports, a PDF per report, reference frameworks. */
export default function PhantomCompliancePage() {
  const { status, sessionAddress } = useWallet();
  const owner = status === 'connected' ? sessionAddress : null;
  const reports = useComplianceReports(owner);
  const frameworks = useFrameworks();
  const list = reports.data?.reports ?? [];
  const average = list.length ? Math.round(list.reduce((s, r) => s + r.overallScore, 0) / list.length) : 0;
  const risky = list.filter((r) => r.riskLevel === 'high' || r.riskLevel === 'critical').length;
  return (
    <div className="space-y-6">
      <PageHeader title="Phantom Compliance">
        Scan any token for on-chain risks, keep the reports, and read the main regulatory frameworks.
      </PageHeader>
      {owner ? (
        <StatGrid label="Compliance summary" loading={reports.isPending}>
          <StatCard
            label="Reports"
            value={String(list.length)}
            icon={FileText}
            tone="primary"
            testId="compliance-stat"
          />
          <StatCard
            label="Average Score"
            value={list.length ? `${average}/100` : '—'}
            icon={Gauge}
            tone="info"
            testId="compliance-stat"
          />
          <StatCard
            label="High Risk Tokens"
            value={String(risky)}
            icon={ShieldAlert}
            tone="destructive"
            testId="compliance-stat"
          />
          <StatCard
            label="Frameworks"
            value={String(frameworks.data?.frameworks.length ?? 0)}
            icon={Scale}
            tone="green"
            testId="compliance-stat"
          />
        </StatGrid>
      ) : null}
      <Tabs defaultValue="scanner">
        <TabsList className="flex-wrap">
          <TabsTrigger value="reports">Compliance Reports</TabsTrigger>
          <TabsTrigger value="frameworks">Regulatory Frameworks</TabsTrigger>
          <TabsTrigger value="scanner">Token Scanner</TabsTrigger>
        </TabsList>
        <TabsContent value="reports">
          {owner ? (
            <ReportsList reports={list} />
          ) : (
            <ConnectWalletCard
              title="Connect Wallet"
              description="Reports are stored for your signed-in wallet."
            />
          )}
        </TabsContent>
        <TabsContent value="frameworks">
          <FrameworkList frameworks={frameworks.data?.frameworks ?? []} />
        </TabsContent>
        <TabsContent value="scanner">
          {owner ? (
            <TokenScanner owner={owner} />
          ) : (
            <ConnectWalletCard
              title="Connect Wallet to Scan"
              description="Scans are stored as reports for your signed-in wallet."
            />
          )}
        </TabsContent>
      </Tabs>
      <LegalDisclaimer />
      <PlanCards />
    </div>
  );
}
