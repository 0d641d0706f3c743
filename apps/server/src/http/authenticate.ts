import { hasAnyAuthority } from '@cloud-exam/contract/authorities';
import { takesTokenInQuery } from '@cloud-exam/contract/endpoint';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import type { CandidateSession, SignedIn } from './request-context';

export type ResolveToken = (token: string) => Promise<SignedIn | undefined>;
/** A candidate's token: their sitting, or `replaced` when a later sign-in (another device) has taken its place. */
export type ResolveCandidate = (token: string) => Promise<CandidateSession | 'replaced' | undefined>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const endpoint = request.routeOptions.config.endpoint;
  if (!endpoint || !takesTokenInQuery(endpoint)) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' && query.access_token ? query.access_token : undefined;
}

/**
 * Enforces each route's declared access before its handler runs. A route that declares none cannot be
 * registered: forgetting is a start-up failure, not an open door.
 */
export const authentication = fp(
  async (app: FastifyInstance, options: { resolveToken: ResolveToken; resolveCandidate: ResolveCandidate }) => {
    const { resolveToken, resolveCandidate } = options;
    app.addHook('onRoute', (route) => {
      if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    });

    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      const token = bearerToken(request);
      if (access.kind === 'candidate') {
        const candidate = token ? await resolveCandidate(token) : undefined;
        if (candidate === 'replaced') throw new AppError(ErrorCodes.signedInElsewhere, undefined, 401);
        if (!candidate) throw new AppError(ErrorCodes.unauthenticated, undefined, 401);
        request.candidate = candidate;
        return;
      }
      const session = token ? await resolveToken(token) : undefined;
      if (!session) throw new AppError(ErrorCodes.unauthenticated, undefined, 401);
      request.session = session;
      if (access.kind === 'authorities' && !hasAnyAuthority(session.authorities, access.authorities)) {
        throw new AppError(ErrorCodes.noPermission, undefined, 403);
      }
    });
  },
);
