import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServedPage } from '@shared/pages';

const webDir = path.resolve(import.meta.dirname, '../../src/web');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A link target written in the web's source: `href="/x"`, `to={'/x'}`, `` href={`/x?pool=${id}`} ``,
 * `navigate('/x')`, `setLocation('/x')`, or a `to:`/`href:`/`path:` field of a link list.
 */
const LINK = /(?:\b(?:href|to)=\{?|\b(?:navigate|setLocation)\(|\b(?:to|href|path):\s*)(['"`])(\/[^'"`$?#]*)/g;

function linksIn(file: string): Array<{ file: string; target: string }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(LINK)].map((m) => ({ file: path.relative(webDir, file), target: m[2] ?? '' }));
}

describe('internal links the web app renders', () => {
  const links = sourceFiles(webDir).flatMap(linksIn);

  it('finds the links (the scan itself works)', () => {
    expect(links.length).toBeGreaterThan(10);
    expect(links.map((l) => l.target)).toContain('/jupiter');
  });

  it('each go to a page the server serves (not the API, which is not a page)', () => {
    const broken = links.filter(({ target }) => !target.startsWith('/api/') && !isServedPage(target));
    expect(broken).toEqual([]);
  });
});
