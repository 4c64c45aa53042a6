// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's own lint config, run on code placed (virtually) at a path inside src/.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const use = (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`;

describe('layer boundaries in the lint config', () => {
  it("rejects a feature reaching into another feature's internals", async () => {
    const absolute = await restrictedImports(
      'src/features/dashboard/components/Probe.tsx',
      use('@/features/training/lib/cycle'),
    );
    expect(absolute).toEqual([expect.stringContaining('Import another feature only through its index.ts')]);
    const relative = await restrictedImports(
      'src/features/dashboard/components/Probe.tsx',
      use('../../training/lib/cycle'),
    );
    expect(relative).toHaveLength(1);
  });

  it("lets a feature use another feature's index.ts and its own files", async () => {
    expect(await restrictedImports('src/features/dashboard/components/Probe.tsx', use('@/features/training'))).toEqual(
      [],
    );
    expect(await restrictedImports('src/features/dashboard/components/Probe.tsx', use('../lib/week-plan'))).toEqual([]);
  });

  it('lets a feature import only the shared domain features, not the others', async () => {
    const probe = 'src/features/dashboard/components/Probe.tsx';
    expect(await restrictedImports(probe, use('@/features/auth'))).toEqual([]);
    expect(await restrictedImports(probe, use('@/features/training'))).toEqual([]);
    expect(await restrictedImports(probe, use('@/features/logger'))).toEqual([
      expect.stringContaining('A feature imports only the shared domain (training, auth)'),
    ]);
    expect(await restrictedImports('src/features/progress/Probe.tsx', use('@/features/assessments'))).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/features/settings/components/Probe.tsx',
        `export { x } from '@/features/history';\n`,
      ),
    ).toHaveLength(1);
  });

  it('refuses every sideways import, the ones paid off included (no feature has an exception)', async () => {
    for (const [probe, source] of [
      ['src/features/workouts/components/Probe.tsx', '@/features/logger'],
      ['src/features/workouts/api/probe.ts', '@/features/exercises'],
      ['src/features/ai-trainer/lib/probe.ts', '@/features/workout-builder'],
      ['src/features/history/lib/probe.ts', '@/features/logger'],
      ['src/features/programs/components/Probe.tsx', '@/features/workout-builder'],
      ['src/features/programs/components/Probe.tsx', '@/features/ai-trainer'],
      ['src/features/workout-builder/components/Probe.tsx', '@/features/exercises'],
      ['src/features/workouts/components/Probe.tsx', '@/features/workout-builder'],
    ] as const) {
      expect(await restrictedImports(probe, use(source)), `${probe} -> ${source}`).toHaveLength(1);
    }
  });

  it('keeps features from importing the app', async () => {
    expect(await restrictedImports('src/features/workouts/hooks/probe.ts', use('@/app/route-table'))).toHaveLength(1);
  });

  it('keeps shared code from importing features or the app', async () => {
    expect(await restrictedImports('src/lib/probe.ts', use('@/features/auth'))).toHaveLength(1);
    expect(await restrictedImports('src/components/ui/Probe.tsx', use('@/app/providers'))).toHaveLength(1);
    expect(await restrictedImports('src/stores/probe.ts', use('../features/auth'))).toHaveLength(1);
    expect(await restrictedImports('src/lib/probe.ts', use('./errors'))).toEqual([]);
  });

  it('lets the app compose features through their public entry points only', async () => {
    expect(await restrictedImports('src/app/Probe.tsx', use('@/features/auth'))).toEqual([]);
    expect(await restrictedImports('src/app/Probe.tsx', use('@/features/auth/routes'))).toEqual([]);
    expect(await restrictedImports('src/app/Probe.tsx', use('@/features/client-profile/profile-page'))).toEqual([]);
    expect(
      await restrictedImports('src/app/Probe.tsx', use('@/features/client-profile/components/ClientShell')),
    ).toHaveLength(1);
    expect(await restrictedImports('src/app/Probe.tsx', use('@/features/auth/stores/auth-store'))).toHaveLength(1);
  });

  it('still keeps server code out of the bundle', async () => {
    expect(await restrictedImports('src/features/auth/api/probe.ts', use('@supabase/lite'))).toHaveLength(1);
  });
});
