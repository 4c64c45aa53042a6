import type { Json, Row } from './protocol.ts';

/** One `postgres_changes` binding of a channel, as realtime-js asks for it when it joins. */
export interface PostgresBinding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
}

/** A captured row change, as the queue table hands it over. */
export interface Change {
  id: number;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  old_record: Row | null;
  commit_timestamp: string;
}

type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const FILTER = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

/** Realtime's filter syntax, `column=op.value`; null when it is not one. */
export function parseFilter(filter: string): { column: string; op: FilterOp; value: string } | null {
  const match = FILTER.exec(filter);
  if (!match) return null;
  const [, column = '', op = 'eq', value = ''] = match;
  return { column, op: op as FilterOp, value };
}

/** Whether `binding` asks for this change of this row (event, schema, table and filter). */
export function bindingMatches(
  binding: PostgresBinding,
  change: Pick<Change, 'type' | 'schema' | 'table'>,
  record: Row,
): boolean {
  if (binding.event !== '*' && binding.event.toUpperCase() !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  if (binding.table && binding.table !== '*' && binding.table !== change.table) return false;
  if (!binding.filter) return true;
  const filter = parseFilter(binding.filter);
  if (!filter) return false;
  const text = asText(record[filter.column]);
  if (text === null) return false;
  const compare = (other: string) => {
    const a = Number(text);
    const b = Number(other);
    return Number.isFinite(a) && Number.isFinite(b) && text !== '' && other !== '' ? a - b : text.localeCompare(other);
  };
  switch (filter.op) {
    case 'eq':
      return text === filter.value;
    case 'neq':
      return text !== filter.value;
    case 'in':
      return filter.value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((item) => item.trim().replace(/^"|"$/g, ''))
        .includes(text);
    case 'lt':
      return compare(filter.value) < 0;
    case 'lte':
      return compare(filter.value) <= 0;
    case 'gt':
      return compare(filter.value) > 0;
    case 'gte':
      return compare(filter.value) >= 0;
  }
}

function asText(value: Json | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
