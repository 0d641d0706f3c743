import { createHash, hkdfSync, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/client';
import { generateRsaKeyPair, toPrivateKey } from '../../lib/crypto';
import { findServerKey, insertServerKeyIfAbsent } from './account.repo';

const KEY_ID = 'password-transport';

export type PasswordKey = { publicPem: string; keyId: string; privateKey: KeyObject };

/** The RSA key pair browsers encrypt passwords under: made on first start, then read back on every start. */
export async function loadPasswordKey(db: Db): Promise<PasswordKey> {
  let row = await findServerKey(db, KEY_ID);
  if (!row) {
    await insertServerKeyIfAbsent(db, { id: KEY_ID, ...generateRsaKeyPair() });
    row = await findServerKey(db, KEY_ID);
  }
  if (!row) throw new Error('The password key could not be stored');
  const keyId = createHash('sha256').update(row.publicPem).digest('hex').slice(0, 16);
  return { publicPem: row.publicPem, keyId, privateKey: toPrivateKey(row.privatePem) };
}

/** A secret of its own for one purpose, derived from the stored private key (nothing more to keep or configure). */
export const secretFor = (key: PasswordKey, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key.privateKey.export({ format: 'der', type: 'pkcs8' }), '', purpose, 32));
