// The chat launcher's cost on the first page load, in bytes: deterministic for a build, so a
// test rather than a bench figure (docs/testing.md). It reads the built files only.
import { expect, test } from '@playwright/test';
import {
  HOME_JS_BUDGET_GROWTH,
  describeHomePageJs,
  measureHomePageJs,
  readHomeBaseline,
} from '../../bench/bundle-size.mjs';

test('the home page JavaScript grows by at most 2 kB (gzip) over the recorded baseline', () => {
  const now = measureHomePageJs();
  const before = readHomeBaseline();

  // Re-record (node bench/bundle-size.mjs --record "<why>") only when the home page is meant to grow.
  expect(now.gzip - before.gzip, describeHomePageJs(now, before).join('\n')).toBeLessThanOrEqual(
    HOME_JS_BUDGET_GROWTH,
  );
});

test('the chat itself is not in the first load: its chunks load on first open', () => {
  const chunks = measureHomePageJs().chunks.map((c) => c.chunk);

  expect(chunks).not.toContain('chat-panel');
  expect(chunks).not.toContain('chat-connection');
  expect(chunks).not.toContain('intercom-messenger');
});
