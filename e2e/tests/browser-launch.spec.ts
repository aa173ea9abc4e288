import { chmodSync, writeFileSync } from 'node:fs';
import { CHROMIUM_FLAGS, findBrowser } from '../support/find-browser';
import { expect, test } from '../support/fixtures';
import { LAUNCH_ATTEMPTS, launchRetryingStartCrashes } from '../support/launch-browser';

/**
 * The worker's browser (support/fixtures.ts) is launched through launchRetryingStartCrashes. Here a
 * stand-in for the browser's executable ends by SIGSEGV as soon as it starts, for its first `crashes`
 * starts, then runs the real headless shell: what a headless shell crashing at launch does to a run.
 */
async function browserCrashingAtStart(crashes: number, folder: string): Promise<string> {
  const real = await findBrowser();
  const script = `${folder}/chromium-crashing-${crashes}-times.sh`;
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      `count_file='${folder}/starts'`,
      'starts=$(cat "$count_file" 2>/dev/null || echo 0)',
      'echo $((starts + 1)) > "$count_file"',
      `if [ "$starts" -lt ${crashes} ]; then kill -SEGV $$; fi`,
      `exec '${real}' "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(script, 0o755);
  return script;
}

test('a browser that dies by SIGSEGV as it starts is started again, and pages open in it', async ({
  playwright,
}, testInfo) => {
  const executablePath = await browserCrashingAtStart(LAUNCH_ATTEMPTS - 1, testInfo.outputPath());
  const logged: string[] = [];
  const browser = await launchRetryingStartCrashes(
    () => playwright.chromium.launch({ executablePath, args: CHROMIUM_FLAGS }),
    { log: (line) => logged.push(line) },
  );
  try {
    expect(logged).toHaveLength(LAUNCH_ATTEMPTS - 1);
    for (const line of logged) expect(line).toContain('signal=SIGSEGV');
    const page = await browser.newPage();
    await page.setContent('<h1>started</h1>');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('started');
  } finally {
    await browser.close();
  }
});

test('a browser that dies at every start fails the worker with the browser’s own error, after the last attempt', async ({
  playwright,
}, testInfo) => {
  const executablePath = await browserCrashingAtStart(LAUNCH_ATTEMPTS, testInfo.outputPath());
  const logged: string[] = [];
  const launching = launchRetryingStartCrashes(
    () => playwright.chromium.launch({ executablePath, args: CHROMIUM_FLAGS }),
    { log: (line) => logged.push(line) },
  );
  await expect(launching).rejects.toThrow(/signal=SIGSEGV/);
  expect(logged).toHaveLength(LAUNCH_ATTEMPTS - 1);
});

test('a browser that cannot be started at all is not tried again', async ({ playwright }, testInfo) => {
  let launches = 0;
  const launching = launchRetryingStartCrashes(() => {
    launches += 1;
    return playwright.chromium.launch({ executablePath: testInfo.outputPath('no-such-browser') });
  });
  await expect(launching).rejects.toThrow(/no-such-browser/);
  expect(launches).toBe(1);
});
