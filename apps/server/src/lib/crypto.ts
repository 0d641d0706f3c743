import { constants, createHash, createPrivateKey, generateKeyPairSync, type KeyObject, privateDecrypt, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended parameters for interactive sign-in (19 MiB, t=2, p=1): one core per hash, so
 * that concurrent sign-ins spread over the cores instead of queueing behind one four-lane hash.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/**
 * Many hashes (an import's initial passwords), one per core at a time: argon2 runs on libuv's thread pool, off
 * the event loop, so the server keeps answering while they run. A blank password gets NO_PASSWORD. `onProgress`
 * hears how many are done.
 */
export async function hashPasswords(passwords: string[], onProgress?: (done: number) => void | Promise<void>) {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < passwords.length) {
      const i = next++;
      hashes[i] = passwords[i] ? await hashPassword(passwords[i]!) : NO_PASSWORD;
      done++;
      await onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(passwords.length, availableParallelism()) }, lane));
  return hashes;
}

/** A hash of a random password: checked when the account does not exist, so that timing does not tell. */
let decoyHash: Promise<string> | undefined;

/** Stored for an account created without a password (an import row left blank): no password matches it. */
export const NO_PASSWORD = '!';

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash || hash === NO_PASSWORD) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** An opaque bearer token: 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');

export type RsaKeyPair = { publicPem: string; privatePem: string };

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicPem: publicKey, privatePem: privateKey };
}

/** Decrypts what the browser encrypted with RSA-OAEP (SHA-256); null when it is not a valid ciphertext. */
export function rsaOaepDecrypt(privateKey: KeyObject, base64: string): string | null {
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

export const toPrivateKey = (pem: string) => createPrivateKey(pem);

/** A password that meets the server policy (letters and digits, 16 characters). */
export function generatePassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => all[b % all.length]);
  chars[0] = letters[bytes[0]! % letters.length]!;
  chars[1] = digits[bytes[1]! % digits.length]!;
  return chars.join('');
}
