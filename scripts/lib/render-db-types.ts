/**
 * Renders a catalog snapshot of one Postgres schema as TypeScript, in the shape of
 * `supabase gen types typescript`. Pure: no database access here (see scripts/generate-db-types.ts
 * for the introspection), so the output depends only on the snapshot and is deterministic.
 */

/** A column's (or argument's) type as the catalog describes it. */
export interface CatalogType {
  /** pg_type.typname of the value, or of the element for an array (e.g. 'text' for text[]). */
  name: string;
  /** Schema of that type (enums and composite types are looked up in the rendered schema). */
  schema: string;
  isArray: boolean;
}

export interface CatalogColumn {
  name: string;
  type: CatalogType;
  nullable: boolean;
  hasDefault: boolean;
  /** pg_attribute.attidentity: 'a' = generated always, 'd' = by default, '' = not an identity. */
  identity: '' | 'a' | 'd';
  /** A generated (stored) column: written by Postgres only. */
  generated: boolean;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  relationships: CatalogRelationship[];
}

export interface CatalogView {
  name: string;
  columns: CatalogColumn[];
  /** Auto-updatable views get Insert and Update types. */
  insertable: boolean;
  updatable: boolean;
}

export interface CatalogFunctionArg {
  /** Empty for an unnamed argument (rendered as "", as supabase does). */
  name: string;
  type: CatalogType;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArg[];
  returns: CatalogType;
  returnsSet: boolean;
  /** Columns of a `returns table (...)` function or of its out parameters; null otherwise. */
  returnsTable: { name: string; type: CatalogType }[] | null;
}

export interface CatalogEnum {
  name: string;
  /** In the enum's sort order (that order is meaningful, so it is kept). */
  values: string[];
}

export interface CatalogCompositeType {
  name: string;
  attributes: { name: string; type: CatalogType }[];
}

export interface CatalogSnapshot {
  schema: string;
  tables: CatalogTable[];
  views: CatalogView[];
  functions: CatalogFunction[];
  enums: CatalogEnum[];
  compositeTypes: CatalogCompositeType[];
}

export interface RenderOptions {
  /** Header comment lines (without the leading `//`). */
  header?: string[];
}

export const DEFAULT_HEADER = [
  'Generated from the database schema (supabase/migrations) by scripts/generate-db-types.ts.',
  'Do not edit by hand: change a migration, then run `npm run gen:types` to regenerate this file.',
  'tests/integration/database-types.test.ts fails while this file is out of date.',
];

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'money',
  'bit',
  'varbit',
  'tsvector',
  'tsquery',
  'xml',
  'vector',
]);

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const sorted = <T extends { name: string }>(items: readonly T[]) => [...items].sort(byName);
const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A property key: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

function quote(value: string): string {
  return JSON.stringify(value);
}

function schemaRef(schema: string): string {
  return `Database[${quote(schema)}]`;
}

/** The TypeScript type of one value (without `| null`). */
export function tsType(type: CatalogType, snapshot: CatalogSnapshot): string {
  const element = scalarType(type, snapshot);
  if (!type.isArray) return element;
  return /[|&]/.test(element) ? `(${element})[]` : `${element}[]`;
}

function scalarType(type: CatalogType, snapshot: CatalogSnapshot): string {
  if (type.schema === snapshot.schema) {
    if (snapshot.enums.some((item) => item.name === type.name)) {
      return `${schemaRef(snapshot.schema)}["Enums"][${quote(type.name)}]`;
    }
    if (snapshot.compositeTypes.some((item) => item.name === type.name)) {
      return `${schemaRef(snapshot.schema)}["CompositeTypes"][${quote(type.name)}]`;
    }
    if (snapshot.tables.some((item) => item.name === type.name)) {
      return `${schemaRef(snapshot.schema)}["Tables"][${quote(type.name)}]["Row"]`;
    }
    if (snapshot.views.some((item) => item.name === type.name)) {
      return `${schemaRef(snapshot.schema)}["Views"][${quote(type.name)}]["Row"]`;
    }
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

/** Accumulates indented lines. */
class Writer {
  private readonly lines: string[] = [];
  private depth = 0;

  line(text = ''): this {
    this.lines.push(text ? `${'  '.repeat(this.depth)}${text}` : '');
    return this;
  }

  block(open: string, body: () => void, close = '}'): this {
    this.line(open);
    this.depth += 1;
    body();
    this.depth -= 1;
    return this.line(close);
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

const EMPTY_SECTION = '[_ in never]: never';

function section<T>(out: Writer, title: string, items: readonly T[], render: (item: T) => void): void {
  out.block(`${title}: {`, () => {
    if (items.length === 0) out.line(EMPTY_SECTION);
    for (const item of items) render(item);
  });
}

function renderColumns(
  out: Writer,
  title: 'Row' | 'Insert' | 'Update',
  columns: readonly CatalogColumn[],
  snapshot: CatalogSnapshot,
  allOptional = false,
): void {
  out.block(`${title}: {`, () => {
    for (const column of sorted(columns)) {
      const key = propertyKey(column.name);
      const type = `${tsType(column.type, snapshot)}${column.nullable ? ' | null' : ''}`;
      if (title === 'Row') {
        out.line(`${key}: ${type}`);
      } else if (column.generated || column.identity === 'a') {
        // Postgres computes these; writing one is an error.
        out.line(`${key}?: never`);
      } else {
        const optional =
          allOptional || title === 'Update' || column.nullable || column.hasDefault || column.identity === 'd';
        out.line(`${key}${optional ? '?' : ''}: ${type}`);
      }
    }
  });
}

function renderRelationships(out: Writer, relationships: readonly CatalogRelationship[]): void {
  if (relationships.length === 0) {
    out.line('Relationships: []');
    return;
  }
  const ordered = [...relationships].sort((a, b) => compareStrings(a.foreignKeyName, b.foreignKeyName));
  out.block(
    'Relationships: [',
    () => {
      for (const relationship of ordered) {
        out.block(
          '{',
          () => {
            out.line(`foreignKeyName: ${quote(relationship.foreignKeyName)}`);
            out.line(`columns: [${relationship.columns.map(quote).join(', ')}]`);
            out.line(`isOneToOne: ${relationship.isOneToOne}`);
            out.line(`referencedRelation: ${quote(relationship.referencedRelation)}`);
            out.line(`referencedColumns: [${relationship.referencedColumns.map(quote).join(', ')}]`);
          },
          '},',
        );
      }
    },
    ']',
  );
}

/** The members of one function overload's `{ Args; Returns }` object, unindented. */
function functionMembers(fn: CatalogFunction, snapshot: CatalogSnapshot): string[] {
  const lines: string[] = [];
  if (fn.args.length === 0) {
    lines.push('Args: Record<PropertyKey, never>');
  } else {
    lines.push('Args: {');
    for (const arg of [...fn.args].sort(byName)) {
      lines.push(`  ${propertyKey(arg.name)}${arg.hasDefault ? '?' : ''}: ${tsType(arg.type, snapshot)}`);
    }
    lines.push('}');
  }
  if (fn.returnsTable) {
    lines.push('Returns: {');
    for (const column of sorted(fn.returnsTable))
      lines.push(`  ${propertyKey(column.name)}: ${tsType(column.type, snapshot)}`);
    lines.push(fn.returnsSet ? '}[]' : '}');
  } else {
    const base = tsType(fn.returns, snapshot);
    lines.push(`Returns: ${fn.returnsSet ? (/[|&]/.test(base) ? `(${base})[]` : `${base}[]`) : base}`);
  }
  return lines;
}

function functionSignature(fn: CatalogFunction): string {
  return fn.args
    .map((arg) => `${arg.name}:${arg.type.schema}.${arg.type.name}${arg.type.isArray ? '[]' : ''}`)
    .join(',');
}

const JSON_TYPE = [
  'export type Json =',
  '  | string',
  '  | number',
  '  | boolean',
  '  | null',
  '  | { [key: string]: Json | undefined }',
  '  | Json[]',
];

/** Renders the whole module: Json, Database, the helper types and the enum constants. */
export function renderDatabaseTypes(snapshot: CatalogSnapshot, options: RenderOptions = {}): string {
  const out = new Writer();
  for (const line of options.header ?? DEFAULT_HEADER) out.line(`// ${line}`);
  out.line();
  for (const line of JSON_TYPE) out.line(line);
  out.line();

  out.block('export type Database = {', () => {
    out.block(`${propertyKey(snapshot.schema)}: {`, () => {
      section(out, 'Tables', sorted(snapshot.tables), (table) => {
        out.block(`${propertyKey(table.name)}: {`, () => {
          renderColumns(out, 'Row', table.columns, snapshot);
          renderColumns(out, 'Insert', table.columns, snapshot);
          renderColumns(out, 'Update', table.columns, snapshot);
          renderRelationships(out, table.relationships);
        });
      });
      section(out, 'Views', sorted(snapshot.views), (view) => {
        // Postgres does not track nullability through a view, so every view column may be null.
        const columns = view.columns.map((column) => ({ ...column, nullable: true }));
        out.block(`${propertyKey(view.name)}: {`, () => {
          renderColumns(out, 'Row', columns, snapshot);
          if (view.insertable) renderColumns(out, 'Insert', columns, snapshot, true);
          if (view.updatable) renderColumns(out, 'Update', columns, snapshot, true);
          renderRelationships(out, []);
        });
      });
      const functionNames = [...new Set(snapshot.functions.map((fn) => fn.name))].sort(compareStrings);
      section(out, 'Functions', functionNames, (name) => {
        const overloads = snapshot.functions
          .filter((fn) => fn.name === name)
          .sort((a, b) => compareStrings(functionSignature(a), functionSignature(b)));
        if (overloads.length === 1) {
          out.block(`${propertyKey(name)}: {`, () => {
            for (const line of functionMembers(overloads[0]!, snapshot)) out.line(line);
          });
          return;
        }
        out.line(`${propertyKey(name)}:`);
        for (const fn of overloads) {
          out.line('  | {');
          for (const line of functionMembers(fn, snapshot)) out.line(`      ${line}`);
          out.line('    }');
        }
      });
      section(out, 'Enums', sorted(snapshot.enums), (item) => {
        out.line(`${propertyKey(item.name)}: ${item.values.map(quote).join(' | ')}`);
      });
      section(out, 'CompositeTypes', sorted(snapshot.compositeTypes), (item) => {
        out.block(`${propertyKey(item.name)}: {`, () => {
          // Composite attributes are always nullable in Postgres.
          for (const attribute of sorted(item.attributes)) {
            out.line(`${propertyKey(attribute.name)}: ${tsType(attribute.type, snapshot)} | null`);
          }
        });
      });
    });
  });
  out.line();

  const schema = schemaRef(snapshot.schema);
  for (const line of [
    `type DefaultSchema = ${schema}`,
    '',
    '/** The Row type of a table or view: `Tables<"exercises">`. */',
    'export type Tables<Name extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> =',
    '  (DefaultSchema["Tables"] & DefaultSchema["Views"])[Name] extends { Row: infer Row } ? Row : never',
    '',
    '/** The Insert type of a table: `TablesInsert<"exercises">`. */',
    'export type TablesInsert<Name extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][Name]["Insert"]',
    '',
    '/** The Update type of a table: `TablesUpdate<"exercises">`. */',
    'export type TablesUpdate<Name extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][Name]["Update"]',
    '',
    'export type Enums<Name extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][Name]',
    '',
    'export type CompositeTypes<Name extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][Name]',
    '',
  ]) {
    out.line(line);
  }

  out.block(
    'export const Constants = {',
    () => {
      out.block(
        `${propertyKey(snapshot.schema)}: {`,
        () => {
          const enums = sorted(snapshot.enums);
          if (enums.length === 0) {
            out.line('Enums: {},');
            return;
          }
          out.block(
            'Enums: {',
            () => {
              for (const item of enums) out.line(`${propertyKey(item.name)}: [${item.values.map(quote).join(', ')}],`);
            },
            '},',
          );
        },
        '},',
      );
    },
    '} as const',
  );

  return out.toString();
}
