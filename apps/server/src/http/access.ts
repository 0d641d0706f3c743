import type { Access } from '@cloud-exam/contract/endpoint';

/**
 * Every route declares who may call it in `config.access`, set from its contract endpoint (`http/route.ts`); the
 * access hook (`http/authenticate.ts`) refuses a route that declares none.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}
