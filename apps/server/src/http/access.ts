import type { AuthorityName } from '@cloud-exam/contract/authorities';
import type { Access } from '@cloud-exam/contract/endpoint';

/** Every route declares who may call it in `config.access` (from its contract endpoint); one without fails at registration. */
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
