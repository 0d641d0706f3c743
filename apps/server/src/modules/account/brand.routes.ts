import { brandApi } from '@cloud-exam/contract/account/brand';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { AccountDeps } from './account.deps';

/** An institution's brand on its sign-in page, for anyone. */
export async function brandRoutes(app: FastifyInstance, { account }: AccountDeps) {
  routes(app, brandApi, {
    brand: ({ officeId }) => account.brand(officeId),
  });
}
