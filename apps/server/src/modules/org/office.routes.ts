import { LOGO_MAX_BYTES, officeApi, passwordPolicySchema } from '@cloud-exam/contract/org/office';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route';
import { interfaceImagePolicy } from '../files';
import { createOfficeService } from './office.service';
import type { OrgDeps } from './org.deps';

/** The caller's institution: its profile (name, platform name, logo, group, contact, default skin) and its system settings. */
export async function officeRoutes(app: FastifyInstance, { db, settings, storedFiles, forgetOffice }: OrgDeps) {
  const office = createOfficeService(db, storedFiles, forgetOffice);
  const logoPolicy = interfaceImagePolicy('logo', LOGO_MAX_BYTES);
  routes(app, officeApi, {
    profile: (_, { tenant }) => office.profile(tenant),
    saveProfile: (input, { tenant }) => office.saveProfile(tenant, input),
    uploadLogo: async (_, { tenant, request }) =>
      office.setLogo(tenant, await storedFiles.upload(request, { officeId: tenant.officeId, userId: tenant.userId }, logoPolicy)),
    removeLogo: (_, { tenant }) => office.removeLogo(tenant),
    passwordPolicy: async (_, { tenant }) => passwordPolicySchema.parse(await settings.of(tenant)),
    settings: (_, { tenant }) => settings.of(tenant),
    saveSettings: (input, { tenant }) => settings.save(tenant, input),
  });
}
