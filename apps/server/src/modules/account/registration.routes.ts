import { registrationApi } from '@cloud-exam/contract/account/registration';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import type { AccountDeps } from './account.deps';
import { addressLimit } from './address-limit';

/** Registration of an institution's administrator, its verification codes and the password reset. */
export async function registrationRoutes(app: FastifyInstance, { account, store }: AccountDeps) {
  const limit = addressLimit(store);
  routes(app, registrationApi, {
    checkContact: async ({ content }, { request }) => {
      await limit(request, 'check-contact');
      return account.isRegistered(content);
    },
    sendCaptcha: ({ content, type }, { request }) => account.sendCaptcha({ content, purpose: type, lang: request.lang, ip: request.ip }),
    registerAdmin: async (input, { request }) => {
      await limit(request, 'register', 10, 60 * 60_000);
      return account.registerAdmin(input, request.ip);
    },
    resetPassword: (input, { request }) => account.resetPassword(input, request.ip),
  });
}
