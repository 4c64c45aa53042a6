// Lighthouse for `npm run perf`: the mobile preset (Lighthouse's default: Moto G Power-class screen,
// simulated slow 4G and 4x CPU) on /login signed out and on / signed in. Lighthouse 13 needs
// Node >= 22.19; 12.8 (a devDependency) declares Node >= 18.16 and runs here with Debian's Chromium.
//
// Playwright starts Chromium with a debugging port and a profile of its own; Lighthouse drives a
// new tab in it. The login page runs first with Lighthouse's own storage reset (a first visit).
// Then the client signs in in that profile, and `/` runs with the reset off (it would sign them
// out) while this script empties the origin's HTTP cache, service worker and Cache Storage before
// each run, so every run of `/` is a cold load of a signed-in person.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

interface Options {
  base: string;
  debuggingPort: number;
  runs: number;
  signIn: (context: BrowserContext) => Promise<void>;
  onRun: (page: string, figures: LighthouseFigures) => void;
}

async function audit(url: string, port: number, keepStorage: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // A lost session would score the login page in place of the dashboard.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse: ${url} ended on ${landed}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
  };
}

export async function runLighthouse({ base, debuggingPort, runs, signIn, onRun }: Options): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'liftwise-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  try {
    for (let run = 1; run <= runs; run += 1) onRun('/login', await audit(`${base}/login`, debuggingPort, false));
    await signIn(context);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (let run = 1; run <= runs; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'service_workers,cache_storage',
      });
      onRun('/', await audit(`${base}/`, debuggingPort, true));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
