import { describe, expect, it } from 'vitest';
import { entriesAdded, parseDump, renderEntries } from '../../../scripts/pg-parity/schema-dump.ts';
import { changedEntries } from '../../../scripts/pg-parity/schema-snapshot.ts';

const dump = (grants: string[]) => `--
-- PostgreSQL database dump
--

\\restrict AbCdEf123

-- Dumped from database version 15.18
-- Dumped by pg_dump version 15.18

SET statement_timeout = 0;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;


SET default_table_access_method = heap;

--
-- Name: notes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notes (
    id uuid NOT NULL
);


--
-- Data for Name: notes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.notes (id) FROM stdin;
\\.


--
-- Name: TABLE notes; Type: ACL; Schema: public; Owner: -
--

${grants.join('\n')}


--
-- PostgreSQL database dump complete
--

\\unrestrict AbCdEf123
`;

describe('the schema dump', () => {
  it('keeps one entry per object, without banner, session settings, owners or the restrict key', () => {
    const entries = parseDump(dump(['GRANT SELECT ON TABLE public.notes TO authenticated;']));
    expect(entries.map((entry) => entry.header)).toEqual([
      'Name: private; Type: SCHEMA; Schema: -',
      'Name: notes; Type: TABLE; Schema: public',
      'Name: TABLE notes; Type: ACL; Schema: public',
    ]);
    const text = renderEntries(entries);
    expect(text).not.toMatch(/restrict|Dumped|SET |set_config|Owner/);
    expect(text).toContain('CREATE TABLE public.notes (\n    id uuid NOT NULL\n);');
  });

  it('renders the same grants the same whatever order they were made in', () => {
    const a = parseDump(
      dump([
        'GRANT SELECT ON TABLE public.notes TO authenticated;',
        'GRANT SELECT ON TABLE public.notes TO service_role;',
      ]),
    );
    const b = parseDump(
      dump([
        'GRANT SELECT ON TABLE public.notes TO service_role;',
        'GRANT SELECT ON TABLE public.notes TO authenticated;',
      ]),
    );
    expect(renderEntries(a)).toBe(renderEntries(b));
  });

  it('leaves out what the platform already had, and names what changed between two snapshots', () => {
    const platform = parseDump(dump(['GRANT SELECT ON TABLE public.notes TO authenticated;']));
    const migrated = parseDump(dump(['GRANT SELECT,INSERT ON TABLE public.notes TO authenticated;']));
    const added = entriesAdded(platform, migrated);
    expect(added.map((entry) => entry.header)).toEqual(['Name: TABLE notes; Type: ACL; Schema: public']);
    expect(changedEntries(`-- x\n\n${renderEntries(platform)}`, `-- x\n\n${renderEntries(migrated)}`)).toEqual([
      'changed: Name: TABLE notes; Type: ACL; Schema: public',
    ]);
  });
});
