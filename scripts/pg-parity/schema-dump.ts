/**
 * The schema as PostgreSQL dumps it: pg_dump of the test:pg cluster, split into its entries (one per
 * object: a table, a function, a policy, a grant...), with what the Supabase platform already has
 * (platform-stub.sql) taken out, so what is left is exactly what the migrations build.
 *
 * Normalized so the same schema always renders to the same text: no version or session lines, no
 * owners (everything is postgres's), the grants of an object in a fixed order (pg_dump prints them in
 * the order they were granted), entries in pg_dump's own order (by kind, then schema and name).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface DumpEntry {
  /** pg_dump's header line, e.g. `Name: users; Type: TABLE; Schema: public`. */
  header: string;
  body: string;
}

/** Dumps the whole database (schema, and with `data` the rows too) through the cluster's socket. */
export function pgDump(bin: string, socketDir: string, data: boolean): string {
  const args = ['-h', socketDir, '-U', 'postgres', '-d', 'postgres', '--no-owner', '--no-tablespaces'];
  if (!data) args.push('--schema-only');
  return execFileSync(path.join(bin, 'pg_dump'), args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Session settings, the dump's banner and pg_dump's per-run restrict key: none of it is schema. */
const DUMP_NOISE =
  /^(\\(un)?restrict |-- (PostgreSQL database dump|Dumped )|SET [a-z_]+ = [^\n]*;$|SELECT pg_catalog\.set_config\('search_path')/;

const ENTRY_HEADER = /^--\n-- ((?:Data for )?Name: [^\n]*)\n--\n/gm;

/** Splits a plain pg_dump into its entries, normalized (see the file's comment). */
export function parseDump(dump: string): DumpEntry[] {
  const entries: DumpEntry[] = [];
  const headers = [...dump.matchAll(ENTRY_HEADER)];
  headers.forEach((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = headers[index + 1]?.index ?? dump.length;
    const header = (match[1] ?? '').replace(/; Owner: [^;]*$/, '').replace(/; Tablespace: [^;]*$/, '');
    let body = dump
      .slice(start, end)
      .split('\n')
      .filter((line) => !DUMP_NOISE.test(line))
      .join('\n')
      .replace(/\n--\n--\s*$/, '')
      .trim();
    // Grants (ACL entries) are printed in the order they were made; their order has no meaning.
    if (/; Type: ACL;/.test(header) || /; Type: DEFAULT ACL;/.test(header)) {
      body = body.split('\n').filter(Boolean).sort().join('\n');
    }
    // A table's data is only worth keeping when it has rows.
    if (header.startsWith('Data for ') && /^COPY [^\n]*\n\\\.$/.test(body)) return;
    entries.push({ header, body });
  });
  return entries;
}

/** The entries of `after` that `before` does not have, byte for byte (new objects and changed ones). */
export function entriesAdded(before: DumpEntry[], after: DumpEntry[]): DumpEntry[] {
  const seen = new Set(before.map((entry) => `${entry.header}\n${entry.body}`));
  return after.filter((entry) => !seen.has(`${entry.header}\n${entry.body}`));
}

export function renderEntries(entries: DumpEntry[]): string {
  return entries.map((entry) => `-- ${entry.header}\n${entry.body}\n`).join('\n');
}
