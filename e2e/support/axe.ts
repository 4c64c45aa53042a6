import path from 'node:path';
import { expect, type Page } from '@playwright/test';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

declare global {
  interface Window {
    axe: { run: (context?: unknown, options?: unknown) => Promise<{ violations: AxeViolation[] }> };
  }
}

const AXE_PATH = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

/** Runs axe-core in the page and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()): Promise<void> {
  // Checked mid-fade, text is still partly transparent and fails the contrast rule at random: wait
  // for running animations and for the page transition's inline opacity to reach 1.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, `${where}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
