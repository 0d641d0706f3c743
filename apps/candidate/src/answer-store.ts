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

/** Marks as synced what a receipt covers (the server holds this sequence or a newer one). */
export async function confirm(sittingId: string, receipts: { itemId: string; seq: number }[]) {
  for (const r of receipts) {
    const kept = (await run('readonly', (s) => s.get([sittingId, r.itemId]))) as Kept | undefined;
    if (kept && kept.seq <= r.seq && !kept.synced) await keep({ ...kept, synced: true });
  }
}
