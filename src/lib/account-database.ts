import { openDB, type DBSchema, type IDBPDatabase, type OpenDBCallbacks, type StoreNames } from 'idb';

export interface DeviceDatabase<Schema extends DBSchema> {
  /** The open database (opened on first use and shared). */
  open: () => Promise<IDBPDatabase<Schema>>;
  /** Forgets the open connection (tests use a fresh fake database each time). */
  close: () => Promise<void>;
}

/**
 * The one way the app opens an IndexedDB database on the device. Opened on first use and shared;
 * a newer version opened in another tab closes this connection (`blocking`: the next use opens the
 * new version), and a failed open is tried again next time. `upgrade` builds each version from the
 * one before, moving what a phone already holds (never dropping it).
 */
export function deviceDatabase<Schema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<Schema>['upgrade']>,
  onClosed: () => void = () => undefined,
): DeviceDatabase<Schema> {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return {
    open: () => {
      opening ??= openDB<Schema>(name, version, {
        upgrade,
        blocking() {
          void opening?.then((open) => open.close());
          opening = null;
          onClosed();
        },
      }).catch((error: unknown) => {
        opening = null;
        throw error;
      });
      return opening;
    },
    close: async () => {
      const open = opening;
      opening = null;
      onClosed();
      if (open) (await open).close();
    },
  };
}

/**
 * A device database holding one record per account in a single store keyed by `userId` (the
 * exercise library, History).
 */
export function accountDatabase<Schema extends DBSchema>(name: string, store: StoreNames<Schema>) {
  return deviceDatabase<Schema>(name, 1, (database) => {
    database.createObjectStore(store, { keyPath: 'userId' });
  });
}
