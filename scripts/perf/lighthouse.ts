// Lighthouse for `npm run perf`: the mobile preset (Lighthouse's default: Moto G Power-class screen,
// simulated slow 4G and 4x CPU) on /login signed out and on / signed in. Lighthouse 13 needs
// Node >= 22.19; 12.8 (a devDependency) declares Node >= 18.16 and runs here with Debian's Chromium.
//
// Playwright starts Chromium with a debugging port and a profile of its own; Lighthouse drives a
// new tab in it. The login page runs first, then the client signs in in that profile and `/` runs.
// Before every run Lighthouse's own reset empties the HTTP cache, the service worker and Cache
// Storage but keeps local storage and IndexedDB (its default `clearStorageTypes`), so each run is
// a cold load, and on `/` a cold load by a person who is still signed in. (Emptying the cache from
// here instead left Chromium revalidating every file: 304s of 179 bytes, a warm load scored cold.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Where to keep each run's full report (JSON), to read the audits behind a score; none if unset. */
  reportDir?: string;
}

let reportCount = 0;
function keepReport(dir: string | undefined, url: string, report: string | string[] | undefined) {
  if (!dir || typeof report !== 'string') return;
  mkdirSync(dir, { recursive: true });
  reportCount += 1;
  const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  writeFileSync(path.join(dir, `lighthouse-${name}-${reportCount}.json`), report);
}

async function audit(url: string, port: number, reportDir?: string): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  keepReport(reportDir, url, result.report);
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

export async function runLighthouse({ base, debuggingPort, runs, signIn, onRun, reportDir }: Options): Promise<void> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'liftwise-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP raw.githubusercontent.com ~NOTFOUND',
      `--remote-debugging-port=${debuggingPort}`,
    ],
  });
  try {
    for (let run = 1; run <= runs; run += 1) onRun('/login', await audit(`${base}/login`, debuggingPort, reportDir));
    await signIn(context);
    for (let run = 1; run <= runs; run += 1) onRun('/', await audit(`${base}/`, debuggingPort, reportDir));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
