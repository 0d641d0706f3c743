import type { AuthorityName } from '@cloud-exam/contract/authorities';

/**
 * Who may call a route. Every route declares one in `config.access`; a route without it fails at registration.
 *  - public: anyone, no token;
 *  - authenticated: any signed-in user (their own session and profile);
 *  - authorities: a signed-in user holding any of these (admin holds all).
 */
export type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'authorities'; authorities: AuthorityName[] };

export const publicAccess = (): { access: Access } => ({ access: { kind: 'public' } });
export const authenticated = (): { access: Access } => ({ access: { kind: 'authenticated' } });
export function requireAuthority(...authorities: [AuthorityName, ...AuthorityName[]]): { access: Access } {
  return { access: { kind: 'authorities', authorities } };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
