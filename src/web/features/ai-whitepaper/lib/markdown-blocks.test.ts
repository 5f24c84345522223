import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks } from './markdown-blocks';

describe('whitepaper markdown blocks', () => {
  it('reads headings, lists, tables and paragraphs', () => {
    const md = [
      '### The problem',
      '',
      'Paper bills get lost',
      'between ports.',
      '',
      '| Allocation | Share |',
      '| --- | --- |',
      '| Team | 25% |',
      '',
      '1. Pilot',
      '2. Launch',
      '- Mint: `abc`',
    ].join('\n');
    expect(markdownBlocks(md)).toEqual([
      { kind: 'heading', level: 3, text: 'The problem' },
      { kind: 'paragraph', text: 'Paper bills get lost between ports.' },
      { kind: 'table', header: ['Allocation', 'Share'], rows: [['Team', '25%']] },
      { kind: 'list', ordered: true, items: ['Pilot', 'Launch'] },
      { kind: 'list', ordered: false, items: ['Mint: `abc`'] },
    ]);
  });

  it('splits inline marks without touching snake_case words', () => {
    expect(inlineSpans('Supply **5,000** in `mint_a` and _note_ x_y')).toEqual([
      { text: 'Supply ', mark: null },
      { text: '5,000', mark: 'bold' },
      { text: ' in ', mark: null },
      { text: 'mint_a', mark: 'code' },
      { text: ' and ', mark: null },
      { text: 'note', mark: 'italic' },
      { text: ' x_y', mark: null },
    ]);
  });
});
