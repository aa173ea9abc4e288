// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_META_NAME } from '@mvno/contracts/constants';
import { appCodeNamed, PREFETCH_AFTER_LOAD_MS, prefetchAppCodeAfterLoad } from './app-code-later';

const prefetched = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

describe("the app's code on a page that waits for its first use (decision 098)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = `<meta name="${APP_CODE_META_NAME}" content="/assets/main-1.js /assets/login-2.js">
      <link rel="modulepreload" href="/assets/login-2.js">`;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('is named by the page, not fetched with it', () => {
    expect(appCodeNamed()).toEqual(['/assets/main-1.js', '/assets/login-2.js']);
    expect(prefetched()).toEqual([]);
  });

  it('is prefetched a few seconds after the load, each file the page has no link for', () => {
    prefetchAppCodeAfterLoad(() => false);
    vi.advanceTimersByTime(PREFETCH_AFTER_LOAD_MS - 1);
    expect(prefetched()).toEqual([]);
    vi.advanceTimersByTime(2001);
    expect(prefetched()).toEqual(['/assets/main-1.js']);
  });

  it("is left to the app's own loader once the app is starting", () => {
    let starting = false;
    prefetchAppCodeAfterLoad(() => starting);
    starting = true;
    vi.advanceTimersByTime(PREFETCH_AFTER_LOAD_MS + 2001);
    expect(prefetched()).toEqual([]);
  });
});
