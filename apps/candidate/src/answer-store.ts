import type { AnswerChange } from '@cloud-exam/contract/sitting/sitting';

/**
 * The candidate's answers on this computer, in IndexedDB: every change is written here at once, before it is sent,
 * and stays until the server's receipt covers it. A reload, a crashed browser or a lost network loses nothing.
 */
export type Kept = AnswerChange & { sittingId: string; synced: boolean };

const DB = 'cloud-exam-candidate';
const STORE = 'answers';
let opened: Promise<IDBDatabase> | undefined;

function open() {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: ['sittingId', 'itemId'] });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  return opened;
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
  });
}

export const keep = (answer: Kept) => run('readwrite', (s) => s.put(answer));

export async function keptOf(sittingId: string): Promise<Kept[]> {
  const all = await run('readonly', (s) => s.getAll(IDBKeyRange.bound([sittingId, ''], [sittingId, '\uffff'])));
  return all as Kept[];
}

/**
 * Marks as synced what a receipt covers (the server holds this sequence or a newer one): each read and written in one
 * transaction, so a change kept meanwhile is never overwritten by the older answer it replaces.
 */
export async function confirm(sittingId: string, receipts: { itemId: string; seq: number }[]) {
  const db = await open();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    for (const r of receipts) {
      const req = store.get([sittingId, r.itemId]);
      req.onsuccess = () => {
        const kept = req.result as Kept | undefined;
        if (kept && kept.seq <= r.seq && !kept.synced) store.put({ ...kept, synced: true });
      };
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}
