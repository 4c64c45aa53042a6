/**
 * Stands in for `iceberg-js` in the browser bundle (vite.config.ts `resolve.alias`). storage-js
 * imports its Iceberg REST catalog for analytics buckets, which Liftwise never uses; the real
 * client is ~1.5 KiB gzip on every route. Anything that reaches it fails loudly instead of quietly.
 */
export function IcebergRestCatalog(): never {
  throw new Error('Iceberg analytics buckets are not part of Liftwise');
}
