import { describe, expect, it } from 'vitest';
import { isJsonFile, parseMetadataJson } from './metadata-file';

describe('metadata file', () => {
  it('accepts JSON by MIME type or by .json name', () => {
    expect(isJsonFile({ name: 'meta.json', type: '' })).toBe(true);
    expect(isJsonFile({ name: 'META.JSON', type: 'text/plain' })).toBe(true);
    expect(isJsonFile({ name: 'meta', type: 'application/json' })).toBe(true);
    expect(isJsonFile({ name: 'logo.png', type: 'image/png' })).toBe(false);
  });

  it('parses a JSON object and rejects anything else with a clear reason', () => {
    expect(parseMetadataJson('{"image":"https://x/y.png","attributes":[]}')).toEqual({
      ok: true,
      metadata: { image: 'https://x/y.png', attributes: [] },
    });
    const broken = parseMetadataJson('{"image": ');
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.description).toMatch(/not valid JSON/);
    const list = parseMetadataJson('[1,2]');
    expect(list.ok).toBe(false);
    if (!list.ok) expect(list.description).toMatch(/must be a JSON object/);
  });
});
