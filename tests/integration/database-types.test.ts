import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ts from 'typescript';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import ws from 'ws';
import { generateDbTypes, REPO_ROOT, TYPES_FILES } from '../../scripts/generate-db-types';
import {
  renderDatabaseTypes,
  type CatalogColumn,
  type CatalogSnapshot,
  type CatalogType,
} from '../../scripts/lib/render-db-types';
import type { Database, Tables, TablesInsert, TablesUpdate } from '../../src/lib/database.types';
import { backend } from './support/clients';

function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const have = actual.split('\n');
  const line = want.findIndex((text, index) => text !== have[index]);
  const at = line === -1 ? want.length : line;
  return `line ${at + 1}: expected ${JSON.stringify(want[at] ?? '<end of file>')}, found ${JSON.stringify(have[at] ?? '<end of file>')}`;
}

/** Type-checks a module as if it sat in src/lib (so it resolves the project's node_modules). */
function typeErrors(source: string): string[] {
  const virtualFile = path.join(REPO_ROOT, 'src', 'lib', '__render_check__.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    noUnusedLocals: false,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === virtualFile
      ? ts.createSourceFile(fileName, source, language)
      : getSourceFile.call(host, fileName, language, ...rest);
  host.fileExists = (fileName) => fileName === virtualFile || fileExists.call(host, fileName);
  host.readFile = (fileName) => (fileName === virtualFile ? source : readFile.call(host, fileName));
  const program = ts.createProgram([virtualFile], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === virtualFile)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('src/lib/database.types.ts', () => {
  let generated = '';

  beforeAll(async () => {
    generated = await generateDbTypes();
  });

  it.each(TYPES_FILES.map((file) => [path.relative(REPO_ROOT, file), file]))(
    '%s matches the schema (otherwise: run npm run gen:types)',
    (_name, file) => {
      const current = readFileSync(file, 'utf8');
      if (current !== generated) {
        expect.fail(
          `${path.relative(REPO_ROOT, file)} is out of date with supabase/migrations: run npm run gen:types ` +
            `(first difference at ${firstDifference(generated, current)})`,
        );
      }
    },
  );

  it('types queries made through createClient<Database>', async () => {
    const client = createClient<Database>(backend().url, backend().secretKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: ws as never },
    });
    const { data, error } = await client.from('exercises').select('id, name').order('name').limit(1);
    expect(error).toBeNull();
    expectTypeOf(data).toEqualTypeOf<{ id: string; name: string }[] | null>();
    expect(data).toHaveLength(1);
    expect(typeof data?.[0]?.id).toBe('string');

    expectTypeOf<Tables<'exercises'>['level']>().toEqualTypeOf<string>();
    expectTypeOf<Tables<'exercises'>['mechanic']>().toEqualTypeOf<string | null>();
    expectTypeOf<Tables<'exercises'>['instructions']>().toEqualTypeOf<string[]>();
    expectTypeOf<TablesInsert<'exercises'>['name']>().toEqualTypeOf<string>();
    expectTypeOf<TablesInsert<'exercises'>>().toHaveProperty('id').toEqualTypeOf<string | undefined>();
    expectTypeOf<TablesUpdate<'users'>>().toHaveProperty('name').toEqualTypeOf<undefined>();

    // Never called: these lines exist for the typecheck (npx tsc --noEmit), which must reject them.
    const rejectedByTheTypes = () => {
      // @ts-expect-error exercises.name is required on insert
      void client.from('exercises').insert({ slug: 'x' });
      // @ts-expect-error users.name is generated: Postgres writes it
      void client.from('users').update({ name: 'x' });
      // @ts-expect-error there is no such table
      void client.from('exercise').select('id');
    };
    expect(rejectedByTheTypes).toBeTypeOf('function');
  });
});

describe('renderDatabaseTypes', () => {
  const type = (name: string, isArray = false, schema = 'pg_catalog'): CatalogType => ({ name, schema, isArray });
  const column = (name: string, columnType: CatalogType, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
    name,
    type: columnType,
    nullable: false,
    hasDefault: false,
    identity: '',
    generated: false,
    ...extra,
  });
  const snapshot: CatalogSnapshot = {
    schema: 'public',
    tables: [
      {
        name: 'sets',
        columns: [
          column('weight', type('numeric'), { nullable: true }),
          column('id', type('int8'), { identity: 'a' }),
          column('kind', type('set_kind', false, 'public')),
          column('tags', type('text', true), { hasDefault: true }),
          column('seq', type('int4'), { identity: 'd' }),
          column('volume', type('numeric'), { nullable: true, generated: true }),
          column('meta', type('jsonb')),
          column('day', type('date')),
          column('done', type('bool')),
          column('set owner', type('uuid')),
        ],
        relationships: [],
      },
      {
        name: 'athletes',
        columns: [column('id', type('uuid'), { hasDefault: true })],
        relationships: [],
      },
    ],
    views: [
      {
        name: 'set_totals',
        columns: [column('total', type('numeric')), column('kind', type('set_kind', false, 'public'))],
        insertable: false,
        updatable: false,
      },
    ],
    functions: [
      {
        name: 'volume_between',
        args: [
          { name: 'from_day', type: type('date'), hasDefault: false },
          { name: 'to_day', type: type('date'), hasDefault: true },
        ],
        returns: type('numeric'),
        returnsSet: false,
        returnsTable: null,
      },
      {
        name: 'recent_sets',
        args: [],
        returns: type('record'),
        returnsSet: true,
        returnsTable: [
          { name: 'id', type: type('int8') },
          { name: 'day', type: type('date') },
        ],
      },
      { name: 'kinds', args: [], returns: type('set_kind', false, 'public'), returnsSet: true, returnsTable: null },
      {
        name: 'kinds',
        args: [{ name: 'prefix', type: type('text'), hasDefault: false }],
        returns: type('text'),
        returnsSet: true,
        returnsTable: null,
      },
    ],
    enums: [{ name: 'set_kind', values: ['warmup', 'working', 'drop'] }],
    compositeTypes: [
      {
        name: 'load',
        attributes: [
          { name: 'kg', type: type('numeric') },
          { name: 'reps', type: type('int4') },
        ],
      },
    ],
  };
  const rendered = renderDatabaseTypes(snapshot);

  it('maps types, nullability and Insert/Update optionality', () => {
    const sets = rendered.slice(
      rendered.indexOf('      sets: {'),
      rendered.indexOf('Relationships', rendered.indexOf('      sets: {')),
    );
    expect(sets).toContain(
      [
        '        Row: {',
        '          day: string',
        '          done: boolean',
        '          id: number',
        '          kind: Database["public"]["Enums"]["set_kind"]',
        '          meta: Json',
        '          seq: number',
        '          "set owner": string',
        '          tags: string[]',
        '          volume: number | null',
        '          weight: number | null',
        '        }',
        '        Insert: {',
        '          day: string',
        '          done: boolean',
        '          id?: never',
        '          kind: Database["public"]["Enums"]["set_kind"]',
        '          meta: Json',
        '          seq?: number',
        '          "set owner": string',
        '          tags?: string[]',
        '          volume?: never',
        '          weight?: number | null',
        '        }',
        '        Update: {',
        '          day?: string',
        '          done?: boolean',
        '          id?: never',
      ].join('\n'),
    );
  });

  it('renders views, functions, enums and composite types', () => {
    expect(rendered).toContain(
      '      set_totals: {\n        Row: {\n          kind: Database["public"]["Enums"]["set_kind"] | null\n          total: number | null\n        }\n        Relationships: []\n      }',
    );
    expect(rendered).toContain(
      '      volume_between: {\n        Args: {\n          from_day: string\n          to_day?: string\n        }\n        Returns: number\n      }',
    );
    expect(rendered).toContain(
      '      recent_sets: {\n        Args: Record<PropertyKey, never>\n        Returns: {\n          day: string\n          id: number\n        }[]\n      }',
    );
    expect(rendered).toContain(
      '      kinds:\n        | {\n            Args: Record<PropertyKey, never>\n            Returns: Database["public"]["Enums"]["set_kind"][]\n          }',
    );
    expect(rendered).toContain('      set_kind: "warmup" | "working" | "drop"');
    expect(rendered).toContain('      load: {\n        kg: number | null\n        reps: number | null\n      }');
    expect(rendered).toContain('      set_kind: ["warmup", "working", "drop"],');
  });

  it('does not depend on the order of the catalog', () => {
    const shuffled: CatalogSnapshot = {
      ...snapshot,
      tables: [...snapshot.tables].reverse().map((table) => ({ ...table, columns: [...table.columns].reverse() })),
      functions: [...snapshot.functions].reverse(),
    };
    expect(renderDatabaseTypes(shuffled)).toBe(rendered);
  });

  it('produces a module that typechecks and that createClient accepts', () => {
    const usage = [
      "import { createClient } from '@supabase/supabase-js'",
      "const client = createClient<Database>('http://localhost', 'key')",
      "export const a = client.from('sets').insert({ day: '2026-01-01', done: true, kind: 'warmup', meta: {}, 'set owner': 'x' })",
      "export const b = client.from('set_totals').select('total, kind')",
      "export const c = client.rpc('volume_between', { from_day: '2026-01-01' })",
      "export const d = client.rpc('recent_sets')",
      "export const e: Enums<'set_kind'>[] = Constants.public.Enums.set_kind.slice()",
      "export const f: Tables<'set_totals'>['total'] = null",
      '// @ts-expect-error not a value of the enum',
      "export const g = client.from('sets').insert({ day: '2026-01-01', done: true, kind: 'cooldown', meta: {}, 'set owner': 'x' })",
      '// @ts-expect-error identity always: Postgres assigns it',
      "export const h = client.from('sets').update({ id: 1 })",
    ];
    expect(typeErrors(`${rendered}\n${usage.join('\n')}\n`)).toEqual([]);
  }, 30_000);
});
