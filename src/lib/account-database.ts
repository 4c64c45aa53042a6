import { openDB, type DBSchema, type IDBPDatabase, type StoreNames } from 'idb';

/**
 * A device database holding one record per account in a single store keyed by `userId` (the
 * exercise library, History). Opened on first use and shared; a newer version opened in another
 * tab closes this connection (`blocking`), and a failed open is tried again next time.
 */
export function accountDatabase<Schema extends DBSchema>(name: string, store: StoreNames<Schema>) {
  let opening: Promise<IDBPDatabase<Schema>> | null = null;
  return {
    open: (): Promise<IDBPDatabase<Schema>> => {
      opening ??= openDB<Schema>(name, 1, {
        upgrade(database) {
          database.createObjectStore(store, { keyPath: 'userId' });
        },
        blocking() {
          void opening?.then((open) => open.close());
          opening = null;
        },
      }).catch((error: unknown) => {
        opening = null;
        throw error;
      });
      return opening;
    },
    /** Forgets the open connection (tests use a fresh fake database each time). */
    close: async (): Promise<void> => {
      const open = opening;
      opening = null;
      if (open) (await open).close();
    },
  };
}
