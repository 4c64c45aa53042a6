import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { clearSessions, field, LOGGER, syncStatus } from './support/logger';
import { signInAs } from './support/session';

/**
 * A crash right after typing (issue 23 §1): a weight typed key by key, then the browser process is
 * killed with no blur, no unload and no pause for a debounced write. Each keystroke is journaled on
 * the device as it happens, so the relaunched browser shows what was typed.
 *
 * Run with `--repeat-each=5`: the n-th repetition kills 25·n ms after the last key (0 to 100 ms).
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const WEIGHT = 'Barbell Back Squat set 2 weight (kg)';

/** This profile's Chromium processes, the browser process (no `--type=`) first. */
function chromiumPids(profile: string): number[] {
  const found: Array<{ pid: number; main: boolean }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // the process ended meanwhile
    }
    if (!args.includes(`--user-data-dir=${profile}`)) continue;
    found.push({ pid: Number(entry), main: !args.some((arg) => arg.startsWith('--type=')) });
  }
  return found.sort((a, b) => Number(b.main) - Number(a.main)).map((process) => process.pid);
}

test('a weight typed key by key survives the browser being killed right after the last key', async ({
  playwright,
}, testInfo) => {
  const profile = testInfo.outputPath('profile');
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      ...PHONE,
      baseURL: testInfo.project.use.baseURL,
      executablePath: testInfo.project.use.launchOptions?.executablePath,
      args: testInfo.project.use.launchOptions?.args,
    });
  const killAfterMs = testInfo.repeatEachIndex * 25;

  const first = await launch();
  const page = first.pages()[0] ?? (await first.newPage());
  await signInAs(page, 'client');
  await clearSessions(page, page.request);
  await page.goto(LOGGER);
  await expect(field(page, WEIGHT)).toHaveValue('70');
  await expect(syncStatus(page)).toHaveAttribute('data-sync', 'synced');
  // Offline from here: the typed value can only come back from this device's storage.
  await first.setOffline(true);

  const pids = chromiumPids(profile); // found beforehand, so the kill follows the last key at once
  expect(pids.length).toBeGreaterThan(0);
  await field(page, WEIGHT).click(); // focusing selects the target, so typing replaces it
  await field(page, WEIGHT).pressSequentially('82.', { delay: 40 });
  await field(page, WEIGHT).press('5'); // the last key: nothing waits after it but `killAfterMs`
  const lastKey = Date.now();
  if (killAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  const gap = Date.now() - lastKey;
  // No blur, no unload: the browser process dies as it would in a crash or an out-of-memory kill.
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone with the browser process
    }
  }
  testInfo.annotations.push({ type: 'kill', description: `${gap} ms after the last key (aimed at ${killAfterMs})` });
  console.log(`killed ${gap} ms after the last key (aimed at ${killAfterMs} ms)`);
  await first.close().catch(() => undefined);

  const second = await launch();
  const again = second.pages()[0] ?? (await second.newPage());
  await signInAs(again, 'client');
  await again.goto(LOGGER);
  await expect(field(again, WEIGHT)).toHaveValue('82.5');
  await second.close();
});
