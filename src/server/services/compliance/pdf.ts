import PDFDocument from 'pdfkit';
import type { ComplianceReport } from '@shared/schemas/compliance';

const STATUS_COLORS: Record<string, string> = {
  passed: '#0f9d58',
  warning: '#d98e04',
  failed: '#d93025',
  pending: '#6b7280',
};

/** The report as a PDF (built in memory with pdfkit's standard fonts; no file touches the disk). */
export function reportPdf(report: ComplianceReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Compliance report ${report.tokenSymbol}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).fillColor('#111827').text('Phantom Compliance — Token Scan Report');
  doc.moveDown(0.5).fontSize(11).fillColor('#374151');
  doc.text(`Token: ${report.tokenName} (${report.tokenSymbol})`);
  doc.text(`Mint: ${report.mint}`);
  doc.text(`Generated: ${new Date(report.generatedAt).toUTCString()}`);
  doc.moveDown(0.5).fontSize(14).fillColor('#111827');
  doc.text(`Overall score: ${report.overallScore}/100 — ${report.rating} (${report.riskLevel} risk)`);
  doc.fontSize(11).fillColor('#374151');
  doc.text(`Liquidity: $${report.liquidityUsd.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
  doc.text(`Jurisdictions: ${report.jurisdictions.join(', ')}`);
  doc.text(`Frameworks referenced: ${report.regulatoryFrameworks.join(', ')}`);
  doc.moveDown().fontSize(14).fillColor('#111827').text('Checks');
  for (const check of report.checks) {
    doc
      .moveDown(0.4)
      .fontSize(11)
      .fillColor(STATUS_COLORS[check.status] ?? '#111827');
    doc.text(`[${check.status.toUpperCase()}] ${check.title} — ${check.level}, weight ${check.weight}`);
    doc.fontSize(9).fillColor('#4b5563').text(`${check.category}: ${check.detail}`);
  }
  if (report.topHolders.length > 0) {
    doc.moveDown().fontSize(14).fillColor('#111827').text('Largest holders');
    doc.fontSize(9).fillColor('#374151');
    for (const h of report.topHolders) doc.text(`${h.owner}  ${h.percent.toFixed(2)}%`);
  }
  doc.moveDown().fontSize(8).fillColor('#6b7280');
  doc.text(
    "This automated scan reads the chain and this platform's records. It is not legal, financial or " +
      'regulatory advice; frameworks are listed as reference only.',
  );
  doc.end();
  return done;
}
