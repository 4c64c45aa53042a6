// Small runtime checks for data the app did not write in this run (IndexedDB documents, JSON
// columns), with the checked type inferred from the check. Why not a schema library: these run on
// the logger's and the dashboard's startup path, where zod cost ~12 KiB gzip for a few object
// shapes (docs/performance.md). Only what the app uses is here: add a check when a shape needs it.

/** Returns the value with its type, or throws a ShapeError naming where it differs. */
export type Guard<T> = (value: unknown, path?: string) => T;
/** A field that may be left out of its object (the key is optional in the inferred type). */
export type OptionalGuard<T> = Guard<T | undefined> & { readonly optional: true };

export type Infer<G> = G extends Guard<infer T> ? T : never;

export class ShapeError extends Error {
  override readonly name = 'ShapeError';
}

function fail(path: string | undefined, expected: string): never {
  throw new ShapeError(`${path || 'value'}: expected ${expected}`);
}

export const string: Guard<string> = (value, path) => (typeof value === 'string' ? value : fail(path, 'a string'));

export const boolean: Guard<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, 'a boolean'));

/** A finite number (NaN and infinities are never data). */
export const number: Guard<number> = (value, path) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a number');

/** Counters such as revisions. */
export const count: Guard<number> = (value, path) =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : fail(path, 'a whole number ≥ 0');

export function literal<const T extends string | number | boolean>(expected: T): Guard<T> {
  return (value, path) => (value === expected ? expected : fail(path, JSON.stringify(expected)));
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value, path) => (value === null ? null : guard(value, path));
}

export function optional<T>(guard: Guard<T>): OptionalGuard<T> {
  return Object.assign((value: unknown, path?: string) => (value === undefined ? undefined : guard(value, path)), {
    optional: true as const,
  });
}

/** Older documents without the field read as `fallback`. */
export function withDefault<T>(guard: Guard<T>, fallback: T): Guard<T> {
  return (value, path) => (value === undefined ? fallback : guard(value, path));
}

export function array<T>(guard: Guard<T>): Guard<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'an array');
    return value.map((item, index) => guard(item, `${path ?? ''}[${index}]`));
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object with any string keys, each value checked. */
export function record<T>(guard: Guard<T>): Guard<Record<string, T>> {
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'an object');
    const result: Record<string, T> = {};
    for (const [key, item] of Object.entries(value)) result[key] = guard(item, `${path ?? ''}.${key}`);
    return result;
  };
}

type Shape = Record<string, Guard<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

/** An object with these fields (others are dropped, as a schema library would strip them). */
export function object<S extends Shape>(shape: S): Guard<ObjectOf<S>> {
  const fields = Object.entries(shape);
  return (value, path) => {
    if (!isPlainObject(value)) return fail(path, 'an object');
    const result: Record<string, unknown> = {};
    for (const [key, guard] of fields) {
      const checked = guard(value[key], path ? `${path}.${key}` : key);
      if (checked !== undefined) result[key] = checked;
    }
    return result as ObjectOf<S>;
  };
}

/** The checked value, or null when it does not have the shape. */
export function parseOrNull<T>(guard: Guard<T>, value: unknown): T | null {
  try {
    return guard(value);
  } catch (error) {
    if (error instanceof ShapeError) return null;
    throw error;
  }
}
