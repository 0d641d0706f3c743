import { sessionApi } from '@cloud-exam/contract/account/session';
import { call } from '../api/call';

/**
 * base64 of RSA-OAEP (SHA-256) of the UTF-8 password under the server's SPKI PEM key. WebCrypto needs a secure
 * context (https or localhost); on plain http inside an intranet, node-forge does the same and is loaded only then.
 */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const der = Uint8Array.from(atob(publicKeyPem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));
    const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password)));
    return btoa(String.fromCharCode(...cipher));
  }
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const cipher = key.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(cipher);
}

/** A password as it travels to the server: encrypted under the server's current public key. */
export async function encryptForServer(password: string): Promise<string> {
  const { publicKey } = await call(sessionApi.publicKey, undefined, { loading: false });
  return encryptPassword(password, publicKey);
}
