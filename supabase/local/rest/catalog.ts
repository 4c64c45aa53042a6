import { queryRows, type SqlDriver } from '../db/sql-runner.ts';

/**
 * What the shield needs to know about the exposed schema, read from the live catalog (never a
 * hand-written list, so a new migration is covered the moment it is applied).
 */
export type ValueKind = 'text' | 'number' | 'boolean' | 'json' | 'array' | 'other';

export interface ColumnShape {
  kind: ValueKind;
  /** The type's name as PostgreSQL prints it, for error messages (`integer`, `text[]`). */
  typeName: string;
  /** The element's kind for an array column. */
  elementKind: ValueKind | null;
}

export interface RestCatalog {
  /** relation → column → shape, for tables and views in the exposed schemas. */
  relations: Map<string, Map<string, ColumnShape>>;
  /** function → argument name → shape. */
  functions: Map<string, Map<string, ColumnShape>>;
}

interface CatalogRow {
  owner: string;
  name: string;
  type_name: string;
  category: string;
  type_type: string;
  element_category: string | null;
  element_type_name: string | null;
}

function kindOf(category: string, typeName: string): ValueKind {
  if (typeName === 'json' || typeName === 'jsonb') return 'json';
  switch (category) {
    case 'A':
      return 'array';
    case 'S':
    case 'E':
      return 'text';
    case 'N':
      return 'number';
    case 'B':
      return 'boolean';
    default:
      return 'other';
  }
}

function shapeOf(row: CatalogRow): ColumnShape {
  const kind = kindOf(row.category, row.type_name);
  return {
    kind,
    typeName: row.type_name,
    elementKind:
      kind === 'array' && row.element_category ? kindOf(row.element_category, row.element_type_name ?? '') : null,
  };
}

const COLUMNS_SQL = `
  select c.relname as owner, a.attname as name, format_type(a.atttypid, null) as type_name,
         t.typcategory as category, t.typtype as type_type,
         et.typcategory as element_category, format_type(et.oid, null) as element_type_name
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  where n.nspname = any($1) and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped`;

const ARGUMENTS_SQL = `
  select p.proname as owner, args.name, format_type(t.oid, null) as type_name,
         t.typcategory as category, t.typtype as type_type,
         et.typcategory as element_category, format_type(et.oid, null) as element_type_name
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  cross join lateral unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames,
                            coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(p.proargtypes::oid[])])))
    as args(type_oid, name, mode)
  join pg_type t on t.oid = args.type_oid
  left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
  where n.nspname = any($1) and args.mode in ('i', 'b') and args.name is not null and args.name <> ''`;

export async function readRestCatalog(db: SqlDriver, schemas: string[]): Promise<RestCatalog> {
  const group = (rows: CatalogRow[]) => {
    const byOwner = new Map<string, Map<string, ColumnShape>>();
    for (const row of rows) {
      const columns = byOwner.get(row.owner) ?? new Map<string, ColumnShape>();
      columns.set(row.name, shapeOf(row));
      byOwner.set(row.owner, columns);
    }
    return byOwner;
  };
  const [columns, args] = await Promise.all([
    queryRows<CatalogRow>(db, COLUMNS_SQL, [schemas]),
    queryRows<CatalogRow>(db, ARGUMENTS_SQL, [schemas]),
  ]);
  return { relations: group(columns), functions: group(args) };
}
