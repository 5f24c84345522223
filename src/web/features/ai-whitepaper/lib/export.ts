import {
  sectionMarkdown,
  whitepaperMarkdown,
  type Whitepaper,
  type WhitepaperSection,
} from '@shared/schemas/ai-whitepaper';
import { downloadTextFile } from '@web/lib/download';

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'whitepaper';

/** Spec part 2 §7: the Markdown export is built in the browser. */
export function downloadMarkdown(paper: Whitepaper): void {
  downloadTextFile(`${slug(paper.projectName)}-whitepaper.md`, whitepaperMarkdown(paper), 'text/markdown');
}

export function downloadSection(paper: Whitepaper, section: WhitepaperSection): void {
  downloadTextFile(
    `${slug(paper.projectName)}-${section.id}.md`,
    `${sectionMarkdown(section)}\n`,
    'text/markdown',
  );
}

export const pdfFileName = (paper: Whitepaper) => `${slug(paper.projectName)}-whitepaper.pdf`;
