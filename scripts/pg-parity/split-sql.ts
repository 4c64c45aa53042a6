/**
 * Splits a SQL script into its top-level statements, the way psql and the Supabase CLI see them:
 * semicolons inside quotes, dollar-quoted bodies and comments do not end a statement. Comments
 * are kept inside the statement that follows them; empty statements are dropped.
 */
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    const next = sql[i + 1];
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (char === "'" || char === '"') {
      i = closingQuote(sql, i, char);
    } else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
      } else {
        i += 1;
      }
    } else if (char === ';') {
      statements.push(sql.slice(start, i));
      start = i + 1;
      i += 1;
    } else {
      i += 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => stripComments(statement).trim() !== '');
}

/** The index just past the quote that closes the one at `open` (doubled quotes are escapes). */
function closingQuote(sql: string, open: number, quote: string): number {
  let i = open + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return sql.length;
}

export function stripComments(statement: string): string {
  return statement.replace(/^(\s*--[^\n]*\n?)+/g, '').trim();
}
