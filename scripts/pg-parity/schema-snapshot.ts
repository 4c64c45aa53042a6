/**
 * supabase/schema.sql: the schema the migrations build, as PostgreSQL dumps it, so the database's
 * current state reads in one file instead of by replaying the migrations. Generated from the same
 * cluster `npm run test:pg` builds (platform-stub.sql, then every migration), minus what the
 * platform stub itself has: `npm run gen:schema` writes it, and test:pg fails when the committed
 * file differs from what the migrations build (the way database.types.ts is kept).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { entriesAdded, parseDump, pgDump, renderEntries, type DumpEntry } from './schema-dump.ts';

export const SCHEMA_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/schema.sql');

const HEADER = `-- The database schema as the migrations build it, dumped by pg_dump from the cluster that
-- \`npm run test:pg\` builds (objects the Supabase platform provides are left out).
-- Generated: do not edit by hand. Change the schema with a new migration in supabase/migrations,
-- then run \`npm run gen:schema\` (and \`npm run gen:types\`); test:pg fails while this file is stale.
`;

/** The platform's own objects (the stub), dumped before any migration runs. */
export function dumpPlatform(bin: string, socketDir: string): DumpEntry[] {
  return parseDump(pgDump(bin, socketDir, false));
}

/** The snapshot's text: every object the migrations added or changed, plus the buckets they made. */
export async function renderSchemaSnapshot(
  client: pg.Client,
  bin: string,
  socketDir: string,
  platform: DumpEntry[],
): Promise<string> {
  const added = entriesAdded(platform, parseDump(pgDump(bin, socketDir, false)));
  const { rows } = await client.query<{ line: string }>(
    `select format('-- %s: public %s, at most %s bytes, %s', id, public, file_size_limit,
                   array_to_string(allowed_mime_types, ', ')) as line
       from storage.buckets order by id`,
  );
  const buckets =
    rows.length > 0
      ? `\n-- Storage buckets (rows of storage.buckets)\n${rows.map((row) => row.line).join('\n')}\n`
      : '';
  return `${HEADER}\n${renderEntries(added)}${buckets}`;
}

/** The committed snapshot, or null when there is none yet. */
export function readCommittedSnapshot(): string | null {
  return existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : null;
}

/** The entries (by pg_dump's header) that differ between two snapshots, for a short failure message. */
export function changedEntries(committed: string, generated: string): string[] {
  const byHeader = (text: string) => {
    const map = new Map<string, string>();
    for (const block of text.split(/\n(?=-- (?:Data for )?Name: )/)) {
      const header = block.split('\n', 1)[0] ?? '';
      if (/^-- (Data for )?Name: /.test(header)) map.set(header, block.trim());
    }
    return map;
  };
  const before = byHeader(committed);
  const after = byHeader(generated);
  const changed: string[] = [];
  for (const [header, block] of after) {
    if (!before.has(header)) changed.push(`added: ${header.slice(3)}`);
    else if (before.get(header) !== block) changed.push(`changed: ${header.slice(3)}`);
  }
  for (const header of before.keys()) if (!after.has(header)) changed.push(`removed: ${header.slice(3)}`);
  return changed;
}
