import PDFDocument from 'pdfkit';
import { whitepaperMarkdown, type Whitepaper } from '@shared/schemas/ai-whitepaper';

/** Inline Markdown marks (bold, italics, code) shown as plain text in the PDF's standard fonts. */
const plain = (line: string) => line.replace(/\*\*|__|`/g, '').replace(/(^|\s)_(.+?)_(?=\s|$)/g, '$1$2');

/** The paper's Markdown laid out with pdfkit: headings, lists, table rows and paragraphs. */
export function whitepaperPdf(paper: Whitepaper): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${paper.projectName} (${paper.tokenSymbol}) Whitepaper`, Author: paper.meta.backend },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const raw of whitepaperMarkdown(paper).split('\n')) {
    const line = raw.trimEnd();
    if (line === '') doc.moveDown(0.4);
    else if (line.startsWith('# '))
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .fillColor('#111827')
        .text(plain(line.slice(2)));
    else if (line.startsWith('## '))
      doc
        .moveDown(0.6)
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor('#111827')
        .text(plain(line.slice(3)));
    else if (line.startsWith('### '))
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .fillColor('#1f2937')
        .text(plain(line.slice(4)));
    else if (line === '---') doc.moveDown(0.5);
    else if (/^\|[\s-|]+\|$/.test(line)) continue;
    else if (line.startsWith('|')) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => plain(c.trim()));
      doc
        .font('Courier')
        .fontSize(9)
        .fillColor('#374151')
        .text(cells.map((c) => c.padEnd(22)).join(' '));
    } else if (/^[-*] /.test(line))
      doc
        .font('Helvetica')
        .fontSize(10.5)
        .fillColor('#374151')
        .text(`•  ${plain(line.slice(2))}`, { indent: 10 });
    else doc.font('Helvetica').fontSize(10.5).fillColor('#374151').text(plain(line));
  }
  doc.end();
  return done;
}
