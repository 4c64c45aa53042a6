import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from '../../../scripts/pg-parity/split-sql.ts';

describe('splitting a seed file into the statements the Supabase CLI sends', () => {
  it('splits on top-level semicolons only', () => {
    const sql = `-- a comment; not a statement
insert into t values ('a;b', "c;d");
/* block; comment */ select 1;
do $seed$ begin perform 1; perform 2; end $seed$;
create function f() returns int language sql as $$ select 1; $$;
-- trailing comment`;
    expect(splitSqlStatements(sql)).toEqual([
      `-- a comment; not a statement\ninsert into t values ('a;b', "c;d")`,
      '/* block; comment */ select 1',
      'do $seed$ begin perform 1; perform 2; end $seed$',
      'create function f() returns int language sql as $$ select 1; $$',
    ]);
  });

  it('treats doubled quotes as part of the string', () => {
    expect(splitSqlStatements(`select 'it''s; fine'; select 2`)).toEqual([`select 'it''s; fine'`, 'select 2']);
  });
});
