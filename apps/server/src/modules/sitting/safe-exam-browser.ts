import { timingSafeEqual } from 'node:crypto';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import { resolveConfig } from '@cloud-exam/contract/exam/exam-config';
import { SEB_CONFIG_KEY_HEADER } from '@cloud-exam/contract/sitting/sitting';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../../lib/crypto';

/**
 * Safe Exam Browser (SEB) as an exam may require it. With "send in HTTP header" on, SEB adds to every request the
 * SHA-256 (Base16) of the request's absolute address (without a fragment) followed by the Config Key of its settings;
 * the server computes the same from the address the browser asked for and each Config Key the exam accepts.
 */

/** What a request shows of its browser: the absolute address it asked for, and the hash SEB sent (none: not SEB). */
export type SebProof = { url: string; hash: string | undefined };

const HEADER = SEB_CONFIG_KEY_HEADER.toLowerCase();

/**
 * The address the browser asked for. The exam client calls the API on its own page's origin, so its public origin
 * (that of CANDIDATE_LOGIN_URL) is the one to trust when it is set; otherwise the request's own scheme and host,
 * which come from X-Forwarded-Proto and X-Forwarded-Host only when TRUST_PROXY believes the proxy. The path and the
 * query are the request's as it arrived (a proxy in front keeps the path; BASE_PATH is for a prefix).
 */
export function sebProofOf(request: FastifyRequest, publicOrigin: string | undefined): SebProof {
  const header = request.headers[HEADER];
  return {
    url: `${publicOrigin ?? `${request.protocol}://${request.host}`}${request.url}`,
    hash: typeof header === 'string' && header.trim() ? header.trim().toLowerCase() : undefined,
  };
}

/**
 * The Config Keys an exam's configuration requires, in lower case: undefined when it does not require SEB (an exam
 * that requires it with no key, which its configuration's rules refuse to save, lets no browser in).
 */
export function requiredSebKeys(config: Record<string, unknown>): string[] | undefined {
  const { safeExamBrowser, safeExamBrowserKeys } = resolveConfig(config);
  if (safeExamBrowser !== true) return undefined;
  return Array.isArray(safeExamBrowserKeys) ? safeExamBrowserKeys.map((k) => k.toLowerCase()) : [];
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
/** Two SHA-256 digests in hex, compared in constant time; anything else sent as one is simply wrong. */
const sameDigest = (expected: string, sent: string) =>
  SHA256_HEX.test(sent) && timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(sent, 'hex'));

/** Why a call is refused under the exam's keys: not SEB (41300638), or SEB with other settings (41300639); else none. */
export function sebRefusal(keys: readonly string[] | undefined, proof: SebProof) {
  if (!keys) return undefined;
  if (!proof.hash) return ErrorCodes.safeExamBrowserRequired;
  const hash = proof.hash;
  return keys.some((key) => sameDigest(sha256Hex(proof.url + key), hash)) ? undefined : ErrorCodes.safeExamBrowserNotSetUp;
}
