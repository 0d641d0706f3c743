import {
  currentUserSchema,
  publicKeySchema,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@cloud-exam/contract/account';
import { errorMessage } from '@cloud-exam/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, publicAccess } from '../../http/access';
import { ok, okResponse } from '../../http/envelope';
import { toFailure } from '../../http/error-handler';
import { sessionOf } from '../../http/request-context';
import type { AccountService } from './account.service';

/** Session calls of spec §7 under /gl/ua. */
export async function accountRoutes(app: FastifyInstance, { account }: { account: AccountService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/gl/ua/ogt/publicKey',
    {
      config: publicAccess(),
      schema: { tags, summary: 'The RSA public key (SPKI PEM) passwords are encrypted under', response: okResponse(publicKeySchema) },
    },
    async () => ok(account.publicKey()),
  );

  r.post(
    '/gl/ua/oauth/token',
    {
      config: publicAccess(),
      schema: {
        tags,
        summary: 'Sign in (form-encoded); password is base64 RSA-OAEP(SHA-256) under the public key',
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema },
      },
      // The OAuth client reads error_description from a 400, so every refusal takes that shape.
      errorHandler: (error, request, reply) => {
        const f = toFailure(error, request);
        const status = (f.status === 200 ? 400 : f.status) as 400;
        const description = errorMessage(f.code, request.lang, f.params);
        return reply
          .status(status)
          .serializer(JSON.stringify)
          .send({ error: status === 400 ? 'invalid_grant' : 'server_error', error_description: description, code: f.code });
      },
    },
    async (request) => account.signIn(request.body),
  );

  r.get(
    '/gl/ua/ogt/oauth2/getuser',
    {
      config: authenticated(),
      schema: {
        tags,
        summary: 'The signed-in user, institution and authorities',
        security: [{ bearer: [] }],
        querystring: z.object({ access_token: z.string().optional() }),
        response: okResponse(currentUserSchema),
      },
    },
    async (request) => ok(await account.currentUser(sessionOf(request))),
  );

  r.delete(
    '/gl/ua/ogt/oauth/exit',
    {
      config: authenticated(),
      schema: { tags, summary: 'Sign out: revoke this token', security: [{ bearer: [] }], response: okResponse(z.null()) },
    },
    async (request) => {
      await account.signOut(sessionOf(request));
      return ok(null);
    },
  );
}
