/** The Markdown the whitepaper sections use, as blocks the preview renders without raw HTML. */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'paragraph'; text: string };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;

export function markdownBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '' || line === '---') continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const ordered = NUMBERED.test(line);
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length && marker.test((lines[i] ?? '').trim())) {
        items.push((lines[i] ?? '').trim().replace(marker, ''));
        i++;
      }
      i--;
      blocks.push({ kind: 'list', ordered, items });
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        const row = (lines[i] ?? '').trim();
        if (!/^\|[\s\-:|]+\|$/.test(row)) rows.push(cells(row));
        i++;
      }
      i--;
      blocks.push({ kind: 'table', header: rows[0] ?? [], rows: rows.slice(1) });
    } else {
      const last = blocks.at(-1);
      if (last?.kind === 'paragraph' && (lines[i - 1] ?? '').trim() !== '') last.text += ` ${line}`;
      else blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}

/** Inline marks: **bold**, `code` and _italic_ as typed spans. */
export type Span = { text: string; mark: 'bold' | 'code' | 'italic' | null };
export function inlineSpans(text: string): Span[] {
  const spans: Span[] = [];
  const pattern = /\*\*(.+?)\*\*|`(.+?)`|(?<![\w])_(.+?)_(?![\w])/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) spans.push({ text: text.slice(at, match.index), mark: null });
    if (match[1] !== undefined) spans.push({ text: match[1], mark: 'bold' });
    else if (match[2] !== undefined) spans.push({ text: match[2], mark: 'code' });
    else spans.push({ text: match[3] ?? '', mark: 'italic' });
    at = match.index + match[0].length;
  }
  if (at < text.length) spans.push({ text: text.slice(at), mark: null });
  return spans;
}
