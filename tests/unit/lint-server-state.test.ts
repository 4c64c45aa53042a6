// @vitest-environment node
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server-state convention (docs/architecture.md, "Server state"), as the project's lint config
// enforces it on code placed (virtually) at a path inside src/.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function convention(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const read = `import { useQuery } from '@tanstack/react-query';
import { probeKeys } from './query-keys';
export const useProbe = () => useQuery({ queryKey: probeKeys.all, queryFn: () => 1 });
`;
const literal = `import { useQueryClient } from '@tanstack/react-query';
export function useProbe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['probe'] });
}
`;

describe('the server-state convention in the lint config', () => {
  it("lets a feature's api files call react-query with keys from the factory", async () => {
    expect(await convention('src/features/workouts/api/list-probe.ts', read)).toEqual([]);
    expect(
      await convention('src/features/workouts/api/query-keys.ts', "export const k = ['probe'] as const;\n"),
    ).toEqual([]);
  });

  it('keeps react-query out of components, hooks and the app', async () => {
    for (const path of [
      'src/features/workouts/components/Probe.tsx',
      'src/features/workouts/hooks/use-probe.ts',
      'src/app/pages/Probe.tsx',
    ]) {
      expect(await convention(path, read)).toEqual([expect.stringContaining("only in a feature's api/ files")]);
    }
  });

  it('rejects a query key written as a literal, in api files too', async () => {
    const messages = await convention('src/features/workouts/api/probe.ts', literal);
    expect(messages).toEqual([expect.stringContaining('Write a query key only in')]);
    const setData = "declare const c: { setQueryData(k: unknown, v: unknown): void };\nc.setQueryData(['probe'], 1);\n";
    expect(await convention('src/features/workouts/api/probe.ts', setData)).toHaveLength(1);
  });

  it('still renders user text as text where the convention applies', async () => {
    const html = 'export const P = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;\n';
    expect(await convention('src/features/workouts/components/Probe.tsx', html)).toEqual([
      'Render user and model text as text.',
    ]);
    expect(await convention('src/features/workouts/api/Probe.tsx', html)).toEqual([
      'Render user and model text as text.',
    ]);
  });
});
