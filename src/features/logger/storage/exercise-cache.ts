import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import type { ExerciseCatalog } from '../lib/exercise-catalog';
import { withPick } from '../lib/exercise-catalog';

/**
 * The exercise library on the device (its own IndexedDB database, apart from the workouts), so
 * adding and swapping exercises work with no network. One record per account.
 */
interface CatalogDb extends DBSchema {
  catalogs: { key: string; value: ExerciseCatalog };
}

const db = accountDatabase<CatalogDb>('liftwise-exercise-cache', 'catalogs').open;

export async function readCatalog(userId: string): Promise<ExerciseCatalog | null> {
  return (await (await db()).get('catalogs', userId)) ?? null;
}

/** Stores a fresh copy, keeping the picks made on this device. */
export async function writeCatalog(catalog: Omit<ExerciseCatalog, 'picks'>): Promise<ExerciseCatalog> {
  const database = await db();
  const tx = database.transaction('catalogs', 'readwrite');
  const current = await tx.store.get(catalog.userId);
  const next: ExerciseCatalog = { ...catalog, picks: current?.picks ?? [] };
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function rememberPick(userId: string, exerciseId: string): Promise<void> {
  const database = await db();
  const tx = database.transaction('catalogs', 'readwrite');
  const current = await tx.store.get(userId);
  if (current) await tx.store.put({ ...current, picks: withPick(current.picks, exerciseId) });
  await tx.done;
}
