/**
 * Generates src/lib/database.types.ts from the migrations: boots a throwaway embedded backend
 * (in memory, no seed), reads the catalog of the `public` schema and renders it in the shape of
 * `supabase gen types typescript`.
 *
 *   npm run gen:types              write the file
 *   npm run gen:types -- --check   exit 1 if the file is out of date (CI)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLocalBackend } from '../supabase/local/backend';
import {
  renderDatabaseTypes,
  type CatalogColumn,
  type CatalogFunction,
  type CatalogFunctionArg,
  type CatalogRelationship,
  type CatalogSnapshot,
  type CatalogType,
} from './lib/render-db-types';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(REPO_ROOT, 'src', 'lib', 'database.types.ts');
/** The edge functions get the same file inside their folder: only that folder is uploaded on deploy. */
export const FUNCTION_TYPES_FILE = path.join(REPO_ROOT, 'supabase', 'functions', '_shared', 'database.types.ts');
export const TYPES_FILES = [TYPES_FILE, FUNCTION_TYPES_FILE];

/** The slice of PGlite (or any Postgres client) the introspection needs. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

interface TypeRow {
  oid: number;
  name: string;
  schema: string;
  category: string;
  elem: number;
  kind: string;
  base: number;
}

interface RelationRow {
  oid: number;
  name: string;
  kind: string;
  insertable: boolean;
  updatable: boolean;
}

interface ColumnRow {
  relation: number;
  name: string;
  type: number;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ConstraintRow {
  name: string;
  kind: string;
  relation: number;
  columns: string[];
  referenced_schema: string | null;
  referenced_relation: string | null;
  referenced_columns: string[] | null;
}

interface FunctionRow {
  name: string;
  returns: number;
  returns_set: boolean;
  arg_types: number[];
  arg_modes: string[] | null;
  arg_names: string[] | null;
  default_count: number;
}

/** Return types of functions PostgREST cannot call (trigger functions and handlers). */
const INTERNAL_RETURN_TYPES = new Set([
  'trigger',
  'event_trigger',
  'internal',
  'language_handler',
  'fdw_handler',
  'index_am_handler',
  'table_am_handler',
  'tsm_handler',
]);

/** Objects created by an extension are not the project's own. */
const NOT_FROM_EXTENSION = (oid: string, catalog: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.classid = '${catalog}'::regclass and d.deptype = 'e')`;

/** Reads everything renderDatabaseTypes needs about one schema from the catalog. */
export async function introspectSchema(db: Queryable, schema = 'public'): Promise<CatalogSnapshot> {
  const types = new Map<number, TypeRow>();
  for (const row of (
    await db.query<TypeRow>(
      `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typcategory as category,
              t.typelem::int as elem, t.typtype as kind, t.typbasetype::int as base
         from pg_type t join pg_namespace n on n.oid = t.typnamespace`,
    )
  ).rows) {
    types.set(row.oid, row);
  }
  const resolveType = (oid: number): CatalogType => {
    let row = types.get(oid);
    // Domains are typed as their base type.
    while (row && row.kind === 'd' && row.base !== 0) row = types.get(row.base);
    if (!row) return { name: 'unknown', schema: 'pg_catalog', isArray: false };
    if (row.category === 'A' && row.elem !== 0) {
      const element = resolveType(row.elem);
      return { ...element, isArray: true };
    }
    return { name: row.name, schema: row.schema, isArray: false };
  };

  const relations = (
    await db.query<RelationRow>(
      `select c.oid::int as oid, c.relname as name, c.relkind as kind,
              (pg_relation_is_updatable(c.oid::regclass, false) & 8) = 8 as insertable,
              (pg_relation_is_updatable(c.oid::regclass, false) & 4) = 4 as updatable
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm') and not c.relispartition
          and ${NOT_FROM_EXTENSION('c.oid', 'pg_class')}`,
      [schema],
    )
  ).rows;
  const relationOids = relations.map((relation) => relation.oid);

  const columnsByRelation = new Map<number, CatalogColumn[]>();
  for (const row of (
    await db.query<ColumnRow>(
      `select a.attrelid::int as relation, a.attname as name, a.atttypid::int as type, a.attnotnull as not_null,
              a.atthasdef as has_default, a.attidentity::text as identity, a.attgenerated::text as generated
         from pg_attribute a
        where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped`,
      [relationOids],
    )
  ).rows) {
    const list = columnsByRelation.get(row.relation) ?? [];
    list.push({
      name: row.name,
      type: resolveType(row.type),
      nullable: !row.not_null,
      hasDefault: row.has_default,
      identity: row.identity === 'a' || row.identity === 'd' ? row.identity : '',
      generated: row.generated !== '',
    });
    columnsByRelation.set(row.relation, list);
  }

  const constraints = (
    await db.query<ConstraintRow>(
      `select con.conname as name, con.contype::text as kind, con.conrelid::int as relation,
              array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord)::text[] as columns,
              rn.nspname as referenced_schema, rc.relname as referenced_relation,
              case when con.contype = 'f' then
                array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
                        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord)::text[]
              end as referenced_columns
         from pg_constraint con
         left join pg_class rc on rc.oid = con.confrelid
         left join pg_namespace rn on rn.oid = rc.relnamespace
        where con.conrelid = any($1::oid[]) and con.contype in ('f', 'p', 'u')`,
      [relationOids],
    )
  ).rows;
  const sameColumns = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  const relationshipsOf = (oid: number): CatalogRelationship[] => {
    const uniqueKeys = constraints.filter((c) => c.relation === oid && (c.kind === 'p' || c.kind === 'u'));
    return (
      constraints
        // PostgREST embeds only within the exposed schema, so references to other schemas
        // (public.users.id -> auth.users.id) are left out.
        .filter((c) => c.relation === oid && c.kind === 'f' && c.referenced_schema === schema)
        .map((c) => ({
          foreignKeyName: c.name,
          columns: c.columns,
          isOneToOne: uniqueKeys.some((key) => sameColumns(key.columns, c.columns)),
          referencedRelation: c.referenced_relation ?? '',
          referencedColumns: c.referenced_columns ?? [],
        }))
    );
  };

  const tables = relations
    .filter((relation) => relation.kind === 'r' || relation.kind === 'p' || relation.kind === 'f')
    .map((relation) => ({
      name: relation.name,
      columns: columnsByRelation.get(relation.oid) ?? [],
      relationships: relationshipsOf(relation.oid),
    }));
  const views = relations
    .filter((relation) => relation.kind === 'v' || relation.kind === 'm')
    .map((relation) => ({
      name: relation.name,
      columns: columnsByRelation.get(relation.oid) ?? [],
      insertable: relation.kind === 'v' && relation.insertable,
      updatable: relation.kind === 'v' && relation.updatable,
    }));

  const enums = (
    await db.query<{ name: string; values: string[] }>(
      `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
         from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
        where n.nspname = $1 and ${NOT_FROM_EXTENSION('t.oid', 'pg_type')}
        group by t.typname`,
      [schema],
    )
  ).rows;

  const compositeRows = (
    await db.query<{ type_name: string; name: string; type: number }>(
      `select t.typname as type_name, a.attname as name, a.atttypid::int as type
         from pg_type t
         join pg_namespace n on n.oid = t.typnamespace
         join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
         join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = $1 and t.typtype = 'c' and ${NOT_FROM_EXTENSION('t.oid', 'pg_type')}`,
      [schema],
    )
  ).rows;
  const compositeTypes = [...new Set(compositeRows.map((row) => row.type_name))].map((name) => ({
    name,
    attributes: compositeRows
      .filter((row) => row.type_name === name)
      .map((row) => ({ name: row.name, type: resolveType(row.type) })),
  }));

  const functionRows = (
    await db.query<FunctionRow>(
      `select p.proname as name, p.prorettype::int as returns, p.proretset as returns_set,
              coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
              p.proargmodes::text[] as arg_modes, p.proargnames::text[] as arg_names,
              p.pronargdefaults::int as default_count
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind = 'f' and ${NOT_FROM_EXTENSION('p.oid', 'pg_proc')}`,
      [schema],
    )
  ).rows;
  const functions: CatalogFunction[] = [];
  for (const row of functionRows) {
    const returns = resolveType(row.returns);
    if (INTERNAL_RETURN_TYPES.has(returns.name)) continue;
    const params = row.arg_types.map((type, index) => ({
      name: row.arg_names?.[index] ?? '',
      type: resolveType(type),
      mode: row.arg_modes?.[index] ?? 'i',
    }));
    const inputs = params.filter((param) => param.mode === 'i' || param.mode === 'b' || param.mode === 'v');
    const args: CatalogFunctionArg[] = inputs.map((param, index) => ({
      name: param.name,
      type: param.type,
      hasDefault: index >= inputs.length - row.default_count,
    }));
    const outputs = params.filter((param) => param.mode === 't' || param.mode === 'o' || param.mode === 'b');
    functions.push({
      name: row.name,
      args,
      returns,
      returnsSet: row.returns_set,
      returnsTable: outputs.length > 0 ? outputs.map((param) => ({ name: param.name, type: param.type })) : null,
    });
  }

  return { schema, tables, views, functions, enums, compositeTypes };
}

/** Boots a throwaway backend from the migrations and renders its `public` schema. */
export async function generateDbTypes(): Promise<string> {
  const backend = await createLocalBackend({ dataDir: 'memory://', seed: false, log: () => {} });
  try {
    return renderDatabaseTypes(await introspectSchema(backend.db, 'public'));
  } finally {
    await backend.close();
  }
}

function readCurrent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const generated = await generateDbTypes();
  for (const file of TYPES_FILES) {
    const relative = path.relative(REPO_ROOT, file);
    if (readCurrent(file) === generated) {
      console.log(`${relative} is up to date.`);
    } else if (check) {
      console.error(`${relative} is out of date: run npm run gen:types`);
      process.exitCode = 1;
    } else {
      writeFileSync(file, generated);
      console.log(`Wrote ${relative}.`);
    }
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
