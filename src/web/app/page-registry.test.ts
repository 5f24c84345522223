import { Repeat } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { PAGES } from '@shared/pages';
import { WEB_PAGES, type WebPages } from './page-registry';

describe('the web page registry', () => {
  it('gives every page module path a lazy page and no placeholder one', () => {
    for (const page of PAGES) {
      expect(typeof WEB_PAGES[page.path].page, page.path).toBe(
        page.kind === 'page' ? 'function' : 'undefined',
      );
    }
  });

  it('makes a path without its page, or a page without a registered path, a type error', () => {
    // @ts-expect-error '/jupiter' is a page module path, so it must carry `page`.
    const withoutPage: WebPages['/jupiter'] = { icon: Repeat };
    // (No path renders the placeholder any more, so the placeholder-with-a-page case has no example.)
    // @ts-expect-error a path the shared list does not know has no slot in the registry.
    const unknown: WebPages['/not-a-page'] = { icon: Repeat };
    expect([withoutPage, unknown]).toHaveLength(2);
  });
});
