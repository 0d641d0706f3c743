import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session, SignedIn } from './request-context';

/**
 * Organisation data rights: the departments a member may see and manage. `all` when any of their roles covers
 * every department (or they hold admin); otherwise the departments their roles name, each with all below it.
 */
export type DataRights = { all: true } | { all: false; deptIds: Set<string> };

/** Who acted, as the audit log names them: the signed-in caller, or (sign-in, registration) who the request claimed to be. */
export type Actor = { officeId: string | null; userId: string | null; username: string | null; ip: string };

/**
 * The tenant of a signed-in request: the institution every institution-owned read and write is scoped to (the
 * repository kit takes it), the member acting, and their data rights, computed on first use and kept for the request.
 */
export type Tenant = {
  officeId: string;
  userId: string;
  username: string;
  session: Session;
  actor: Actor & { officeId: string };
  rights(): Promise<DataRights>;
};

export type RightsOf = (session: Session) => Promise<DataRights>;

const tenants = new WeakMap<FastifyRequest, Tenant>();

/** The caller of a request as the audit log names them, signed in or not. */
export function actorOf(request: FastifyRequest): Actor {
  const s = request.session;
  return { officeId: s?.officeId ?? null, userId: s?.userId ?? null, username: s?.username ?? null, ip: request.ip };
}

/** The signed-in session of a request whose endpoint needs one, with its member (name, institution, roles). */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.session) throw new Error(`Route ${request.routeOptions.url} read a session it did not require`);
  return request.session;
}

/** The tenant of a request whose endpoint needs a session; the access hook has refused requests without one. */
export function tenantOf(request: FastifyRequest): Tenant {
  const known = tenants.get(request);
  if (known) return known;
  const session = signedInOf(request);
  let rights: Promise<DataRights> | undefined;
  const tenant: Tenant = {
    officeId: session.officeId,
    userId: session.userId,
    username: session.username,
    session,
    actor: { ...actorOf(request), officeId: session.officeId },
    rights: () => (rights ??= request.server.rightsOf(session)),
  };
  tenants.set(request, tenant);
  return tenant;
}

/** Tells the tenancy how data rights are computed (the organisation module owns roles and departments). */
export const tenancy = fp(async (app: FastifyInstance, options: { rightsOf: RightsOf }) => {
  app.decorate('rightsOf', options.rightsOf);
});

declare module 'fastify' {
  interface FastifyInstance {
    rightsOf: RightsOf;
  }
}
