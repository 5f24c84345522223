import PDFDocument from 'pdfkit';
import type { RunReport } from './report';

const STATUS_COLORS: Record<string, string> = {
  confirmed: '#0f9d58',
  failed: '#d93025',
  skipped: '#6b7280',
  pending: '#6b7280',
  in_flight: '#2563eb',
};

/** The same report as a PDF (pdfkit's standard fonts, built in memory). */
export function reportPdf(r: RunReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Launch plan report ${r.view.name}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).fillColor('#111827').text(`Launch plan report: ${r.view.name}`);
  doc.moveDown(0.5).fontSize(11).fillColor('#374151');
  doc.text(`Mode: ${r.mode}`);
  doc.text(`Started: ${new Date(r.view.createdAt).toUTCString()}`);
  doc.text(`Status: ${r.view.status}`);
  doc.text(`Network fees of landed transactions: ${r.totalFees} SOL`);
  doc.moveDown().fontSize(14).fillColor('#111827').text('Steps');
  r.view.steps.forEach((s, i) => {
    doc
      .moveDown(0.4)
      .fontSize(11)
      .fillColor(STATUS_COLORS[s.status] ?? '#111827')
      .text(`${s.index + 1}. ${s.id} (${s.kind}): ${s.status}${s.error ? `: ${s.error}` : ''}`);
    doc.fontSize(9).fillColor('#4b5563');
    for (const [k, v] of Object.entries(s.outputs)) doc.text(`${k}: ${v}`);
    for (const sig of s.operations.flatMap((o) => o.signatures)) doc.text(`signature: ${sig}`);
    doc.text(`fees: ${r.stepFees[i] ?? '0'} SOL`);
  });
  for (const b of r.view.buyers) {
    doc.moveDown().fontSize(14).fillColor('#111827').text(`Buyer wallets of step ${b.step}`);
    doc.fontSize(9).fillColor('#374151');
    b.wallets.forEach((w, i) => doc.text(`${i + 1}. ${w}`));
  }
  for (const m of r.mints) {
    doc.moveDown().fontSize(14).fillColor('#111827').text(`Token of step ${m.step}`);
    doc.fontSize(9).fillColor('#374151').text(`Mint: ${m.mint}`).text(`Supply now: ${m.supply}`);
    for (const h of m.holders) doc.text(`${h.account}  ${h.amount}`);
  }
  doc.end();
  return done;
}
