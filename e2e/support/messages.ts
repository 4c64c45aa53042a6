import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

// What the embedded backend printed instead of sending (an invitation's email or SMS), as
// playwright.config.ts has it also written to this file (LIFTWISE_MESSAGES_FILE) for this port.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const MESSAGES_FILE = path.join(tmpdir(), `liftwise-e2e-${PORT}-messages.log`);

function printedLines(): string[] {
  try {
    return readFileSync(MESSAGES_FILE, 'utf8').split('\n');
  } catch {
    return [];
  }
}

/** The newest printed line that mentions `recipient`, once it is there. */
export async function printedMessageTo(recipient: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      found =
        printedLines()
          .filter((line) => line.includes(recipient))
          .pop() ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}
