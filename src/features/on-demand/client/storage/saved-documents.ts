import type { DBSchema } from 'idb';
import { deviceDatabase } from '@/lib/account-database';

/**
 * Documents (PDFs) a client saved for offline, per account and resource: the file itself, so it
 * opens at the gym with no signal. The whole database is deleted at sign-out
 * (lib/account-data.ts), so a shared phone keeps nobody's documents. Videos are never kept: they
 * stream.
 */
export interface SavedDocument {
  userId: string;
  resourceId: string;
  title: string;
  mimeType: string;
  blob: Blob;
  savedAt: number;
}

interface SavedDocumentsDb extends DBSchema {
  documents: { key: [string, string]; value: SavedDocument; indexes: { byUser: string } };
}

export const SAVED_DOCUMENTS_DATABASE = 'liftwise-on-demand-saved';

const database = deviceDatabase<SavedDocumentsDb>(SAVED_DOCUMENTS_DATABASE, 1, (db) => {
  const store = db.createObjectStore('documents', { keyPath: ['userId', 'resourceId'] });
  store.createIndex('byUser', 'userId');
});

const available = () => typeof indexedDB !== 'undefined';

/** The documents this account keeps here, newest first (their titles: they open with no library). */
export async function savedDocumentList(userId: string): Promise<{ resourceId: string; title: string }[]> {
  if (!available()) return [];
  const all = await (await database.open()).getAllFromIndex('documents', 'byUser', userId);
  return all
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((document) => ({ resourceId: document.resourceId, title: document.title }));
}

export async function readSavedDocument(userId: string, resourceId: string): Promise<SavedDocument | undefined> {
  if (!available()) return undefined;
  return (await database.open()).get('documents', [userId, resourceId]);
}

export async function keepDocument(document: SavedDocument): Promise<void> {
  if (!available()) throw new Error('This browser cannot keep files for offline use.');
  await (await database.open()).put('documents', document);
}

export async function forgetDocument(userId: string, resourceId: string): Promise<void> {
  if (!available()) return;
  await (await database.open()).delete('documents', [userId, resourceId]);
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeSavedDocuments = database.close;
