// `npm run perf`: the performance figures of issue 12 on a production build, in Chromium with a
// 4x CPU slowdown at phone size, each over repeated runs (median and p95). Timings never gate the
// test suite; this prints them for docs/performance.md. The figures come from the browser's own
// Performance APIs (LCP, CLS, long tasks for TBT, Event Timing), then Lighthouse 12 (mobile preset)
// scores /login and / signed in (Lighthouse 13 needs Node >= 22.19; 12.8 runs on Node 20).
//   npm run perf                  build, serve on PERF_PORT (5208), 5 runs
//   npm run perf -- --runs 9      more runs
//   npm run perf -- --dist <dir>  measure an existing build (e.g. one made before a change)
//   npm run perf -- --only library,logger   only these parts (login, dashboard, library, logger)
//   npm run perf -- --lighthouse-runs 3   Lighthouse runs per page (default: --runs; 0 skips it)
//   npm run perf -- --lighthouse-reports <dir>   keep each Lighthouse run's full JSON report there
//   npm run perf -- --only logger --logger-profile <dir>   also record a CPU profile of each run's typing
//     there (open it in Chromium's DevTools, or summarize it: tsx scripts/perf/profile-summary.ts <file>)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { formatTable, ms, summarize } from '../bench/measure';
import { largeLibrary, serveLibrary, type LibraryRow } from './large-library';
import { runLighthouse } from './lighthouse';
import { backendRounds, installObservers, recordInputToPaint } from './page-metrics';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.PERF_PORT ?? 5208);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const distArg = process.argv.indexOf('--dist');
const verbose = process.argv.includes('--verbose');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1]!.split(',') : null;
const measures = (part: 'login' | 'dashboard' | 'library' | 'logger') => !only || only.includes(part);
const reportArg = process.argv.indexOf('--lighthouse-reports');
const lighthouseReports = reportArg > 0 ? process.argv[reportArg + 1] : undefined;
const lighthouseArg = process.argv.indexOf('--lighthouse-runs');
const lighthouseRuns = lighthouseArg > 0 ? Number(process.argv[lighthouseArg + 1]) : runs;
const profileArg = process.argv.indexOf('--logger-profile');
const loggerProfileDir = profileArg > 0 ? process.argv[profileArg + 1] : undefined;
/** Chromium's debugging port for Lighthouse. */
const debuggingPort = Number(process.env.PERF_DEBUG_PORT ?? port + 1);
const base = `http://localhost:${port}`;
const outDir = distArg > 0 ? process.argv[distArg + 1]! : `dist-e2e-${port}`;
/** The library size for the typing figure. */
const LIBRARY_SIZE = 5000;
const env = {
  ...process.env,
  LIFTWISE_DB_DIR: 'memory://',
  LIFTWISE_RELAXED_AUTH_LIMITS: '1',
  VITE_DEV_LOGIN: 'true',
  LITE_TELEMETRY: '0',
  DO_NOT_TRACK: '1',
};
const CLIENT = { email: 'client@demo.liftwise.app', password: 'LiftwiseDemo1' };
const LOGGER = '/workouts/00000000-0000-4000-8000-000000000101/start';
const PHONE = { width: 390, height: 844 };
/**
 * The library's results while they still show an earlier query (aria-busy; builds from before it
 * dimmed the list instead), for "keystroke to results painted".
 */
const STALE_RESULTS = '[aria-label="Exercises"][aria-busy="true"], .opacity-70 > [aria-label="Exercises"]';

if (distArg < 0) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
  cwd: root,
  env,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(base)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`vite preview did not start on ${base}`);
}

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

async function phonePage(browser: Browser, storage?: Storage, serviceWorkers: 'allow' | 'block' = 'allow') {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    storageState: storage,
    serviceWorkers,
  });
  // tsx keeps function names with a `__name` helper that does not exist in the page.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(installObservers);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  cdpSessions.set(page, cdp);
  return page;
}
const cdpSessions = new WeakMap<Page, CDPSession>();

/** Loads a page, lets it settle and reads LCP, CLS and TBT. */
async function vitals(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(1500);
  return page.evaluate(() => ({ lcp: window.__perf.lcp, cls: window.__perf.cls, tbt: window.__perf.tbt }));
}

/** The dashboard: LCP, CLS, TBT and how many rounds of backend requests it waited for. */
async function dashboard(browser: Browser, storage: Storage, label: string) {
  const page = await phonePage(browser, storage);
  const figures = await vitals(page, `${base}/`, (p) => p.getByText('This week').waitFor());
  add(`${label} LCP (ms)`, figures.lcp);
  add(`${label} TBT (ms)`, figures.tbt);
  add(`${label} CLS`, figures.cls);
  const rounds = await page.evaluate(backendRounds);
  add(`${label} backend requests`, rounds.requests);
  add(`${label} backend rounds`, rounds.rounds);
  add(`${label} backend span (ms)`, rounds.spanMs);
  if (verbose) console.log(`\n${label}\n${rounds.list.join('\n')}`);
  await page.context().close();
}

async function signIn(page: Page) {
  await page.goto(`${base}/login`);
  await page.getByRole('radio', { name: 'Email' }).click();
  await page.getByLabel('Email').fill(CLIENT.email);
  await page.getByLabel('Password').fill(CLIENT.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('banner').waitFor();
}

async function signedInState(browser: Browser) {
  const page = await phonePage(browser);
  await signIn(page);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/** The library with 5,000 exercises: keystroke to results painted, and Event Timing of the keys. */
async function libraryTyping(browser: Browser, storage: Storage, rows: readonly LibraryRow[]) {
  // Service workers are blocked so the interception sees the page's own requests.
  const library = await phonePage(browser, storage, 'block');
  await serveLibrary(library, rows);
  await library.goto(`${base}/library/exercises`);
  await library.getByText(`${LIBRARY_SIZE} exercises`, { exact: true }).waitFor({ timeout: 60_000 });
  const search = library
    .getByRole('searchbox', { name: 'Search exercises' })
    .or(library.getByLabel('Search exercises'));
  await search.first().waitFor();
  await library.evaluate(recordInputToPaint, STALE_RESULTS);
  await library.evaluate(() => (window.__perf.events = []));
  await search.first().click();
  await library.keyboard.type('dumbbell press', { delay: 120 });
  await library.waitForTimeout(600);
  const figures = await library.evaluate(() => window.__perf);
  const paints = (kind: string) => figures.paints.filter((p) => p.kind === kind).map((p) => p.ms);
  add(`library (${LIBRARY_SIZE}) keystroke to paint (ms)`, paints('keystroke'));
  add(`library (${LIBRARY_SIZE}) keystroke to results painted (ms)`, paints('results'));
  add(`library (${LIBRARY_SIZE}) keystroke Event Timing (ms)`, figures.events);
  await library.context().close();
}

/** The logger: type reps and complete sets (the measurement that used to live in e2e/logger.spec.ts). */
async function loggerTyping(browser: Browser, storage: Storage) {
  const home = await phonePage(browser, storage);
  await home.goto(`${base}${LOGGER}`);
  await home.getByTestId('sync-status').waitFor();
  await home.evaluate(() => {
    window.__perf.events = [];
    window.__perf.paints = [];
  });
  await home.evaluate(recordInputToPaint, null);
  const profiler = loggerProfileDir ? cdpSessions.get(home) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.send('Profiler.start');
  }
  const sets = [1, 2, 3].map((n) => `Barbell Back Squat set ${n}`);
  for (const name of sets) {
    const reps = home.getByRole('textbox', { name: `${name} reps`, exact: true });
    await reps.click();
    await home.keyboard.press('ControlOrMeta+a');
    await home.keyboard.type('10', { delay: 80 });
    const box = home.getByRole('checkbox', { name: `Complete ${name}`, exact: true });
    if ((await box.getAttribute('aria-checked')) !== 'true') await box.click();
  }
  await home.waitForTimeout(400);
  if (profiler && loggerProfileDir) {
    const { profile } = await profiler.send('Profiler.stop');
    mkdirSync(loggerProfileDir, { recursive: true });
    const file = path.join(loggerProfileDir, `logger-typing-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile: ${file}`);
  }
  const logger = await home.evaluate(() => window.__perf);
  add(
    'logger keystroke to paint (ms)',
    logger.paints.filter((p) => p.kind === 'keystroke').map((p) => p.ms),
  );
  add(
    'logger complete-set to paint (ms)',
    logger.paints.filter((p) => p.kind === 'complete').map((p) => p.ms),
  );
  add('logger keystroke Event Timing (ms)', logger.events);
  // The dashboard again, now with the workout in progress (its card joins the page).
  if (measures('dashboard')) await dashboard(browser, storage, '/ (workout in progress)');
  // Leave no workout in progress for the next run.
  await home.getByRole('button', { name: 'Discard workout' }).click();
  await home.getByRole('dialog', { name: 'Discard workout?' }).getByRole('button', { name: 'Discard' }).click();
  await home.waitForURL(`${base}/`);
  await home.context().close();
}

const samples = new Map<string, number[]>();
const add = (name: string, values: number | number[]) =>
  samples.set(name, [...(samples.get(name) ?? []), ...(Array.isArray(values) ? values : [values])]);

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      // The demo exercises' images are addresses on the internet (issue 33): never fetched when measuring.
      '--host-resolver-rules=MAP raw.githubusercontent.com ~NOTFOUND',
    ],
  });
  const storage = await signedInState(browser);
  const bigLibrary = largeLibrary(LIBRARY_SIZE);
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`run ${run}/${runs}\r`);
    if (measures('login')) {
      const login = await phonePage(browser);
      const loginVitals = await vitals(login, `${base}/login`, (page) =>
        page.getByRole('button', { name: 'Sign in', exact: true }).waitFor(),
      );
      add('/login LCP (ms)', loginVitals.lcp);
      add('/login TBT (ms)', loginVitals.tbt);
      add('/login CLS', loginVitals.cls);
      await login.context().close();
    }
    if (measures('dashboard')) await dashboard(browser, storage, '/');
    if (measures('library')) await libraryTyping(browser, storage, bigLibrary);
    if (measures('logger')) await loggerTyping(browser, storage);
  }

  await browser.close();

  if (lighthouseRuns > 0) {
    process.stdout.write('Lighthouse…\r');
    await runLighthouse({
      base,
      debuggingPort,
      runs: lighthouseRuns,
      reportDir: lighthouseReports,
      signIn: async (context) => {
        const page = await context.newPage();
        await signIn(page);
        await page.close();
      },
      onRun: (route, figures) => {
        add(`Lighthouse ${route} performance score`, figures.score);
        add(`Lighthouse ${route} FCP (ms)`, figures.fcp);
        add(`Lighthouse ${route} LCP (ms)`, figures.lcp);
        add(`Lighthouse ${route} TBT (ms)`, figures.tbt);
        add(`Lighthouse ${route} CLS`, figures.cls);
        add(`Lighthouse ${route} Speed Index (ms)`, figures.speedIndex);
      },
    });
  }

  const rows = [...samples].map(([name, values]) => {
    const summary = summarize(values);
    const format = name.includes('CLS')
      ? (value: number) => value.toFixed(3)
      : name.includes('backend r') || name.includes('score')
        ? (value: number) => value.toFixed(1)
        : ms;
    return [name, String(values.length), format(summary.median), format(summary.p95)];
  });
  console.log(
    `\nChromium, 390x844, 4x CPU slowdown, ${runs} runs (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
  );
  console.log(formatTable(['figure', 'n', 'median', 'p95'], rows));
} finally {
  stopServer();
}
