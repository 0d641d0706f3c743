import { LOGO_MAX_BYTES, officeApi, passwordPolicySchema } from '@cloud-exam/contract/org/office';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { routes } from '../../http/route';
import { uploadedImage } from '../../http/upload';
import type { SettingsService } from '../settings';
import { createOfficeService } from './office.service';

/** The caller's institution: its profile (name, platform name, logo, group, contact, default skin) and its system settings. */
export async function officeRoutes(
  app: FastifyInstance,
  { db, settings, forgetOffice }: { db: Db; settings: SettingsService; forgetOffice: (officeId: string) => void },
) {
  const office = createOfficeService(db, forgetOffice);
  routes(app, officeApi, {
    profile: (_, { tenant }) => office.profile(tenant),
    saveProfile: (input, { tenant }) => office.saveProfile(tenant, input),
    uploadLogo: async (_, { tenant, request }) => office.setLogo(tenant, await uploadedImage(request, LOGO_MAX_BYTES)),
    removeLogo: (_, { tenant }) => office.removeLogo(tenant),
    passwordPolicy: async (_, { tenant }) => passwordPolicySchema.parse(await settings.of(tenant)),
    settings: (_, { tenant }) => settings.of(tenant),
    saveSettings: (input, { tenant }) => settings.save(tenant, input),
  });
}
