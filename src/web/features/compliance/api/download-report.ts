import { reportPdf } from '@shared/api/compliance';
import { endpointUrl } from '@shared/api/endpoint';
import { complianceMessages, type ComplianceReport } from '@shared/schemas/compliance';
import { toast } from '@web/lib/toast';
import { apiRequest } from '@web/lib/api-client';

/** Fetches the server-rendered PDF and saves it; 'Report Downloaded' once it is saved. */
export async function downloadReport(report: ComplianceReport): Promise<void> {
  try {
    const res = await apiRequest('GET', endpointUrl(reportPdf, { id: report.id }));
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `compliance-${report.tokenSymbol.replace(/[^A-Za-z0-9]/g, '')}-${report.id.slice(0, 8)}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    toast({
      title: complianceMessages.downloadedTitle,
      description: `${report.tokenSymbol} report saved as PDF`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Download failed';
    toast({ title: 'Download Failed', description: message, variant: 'destructive' });
  }
}
