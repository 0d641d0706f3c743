import { Authority } from '@cloud-exam/contract/authorities';
import { ErrorCodes } from '@cloud-exam/contract/errors';
import {
  LOGO_MAX_BYTES,
  officeProfileSaveSchema,
  officeProfileSchema,
  passwordPolicySchema,
  systemSettingsSchema,
} from '@cloud-exam/contract/settings';
import { validateOptionalEmail, validateOptionalPhoneOrLandline } from '@cloud-exam/contract/validators';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { memberships, offices } from '../../db/schema';
import { authenticated, requireAuthority } from '../../http/access';
import { AppError } from '../../http/app-error';
import { ok, okResponse } from '../../http/envelope';
import { sessionOf } from '../../http/request-context';
import { uploadedImage } from '../../http/upload';
import { changedFields, recordAudit } from '../audit/audit';
import type { SettingsService } from '../settings/settings.service';
import { bearer, orgCaller } from './org-context';

/** The caller's institution: its profile (name, platform name, logo, group, contact, default skin) and its system settings. */
export async function officeRoutes(app: FastifyInstance, { db, settings }: { db: Db; settings: SettingsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = requireAuthority(Authority.system);
  const base = { tags: ['organisation'], security: bearer };

  async function profileOf(officeId: string) {
    const [office] = await db.select().from(offices).where(eq(offices.id, officeId));
    if (!office) throw new AppError(ErrorCodes.notFound);
    const [members] = await db.select({ n: count() }).from(memberships).where(eq(memberships.officeId, officeId));
    const { createdAt, ...fields } = office;
    return { ...fields, memberCount: members?.n ?? 0, createTime: createdAt.toISOString() };
  }

  r.get(
    '/gl/ua/ogt/gl/office/profile',
    { config: access, schema: { ...base, summary: 'The profile of the caller’s institution', response: okResponse(officeProfileSchema) } },
    async (request) => ok(await profileOf((await orgCaller(db, request)).officeId)),
  );

  r.post(
    '/gl/ua/ogt/gl/office/profile/save',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Save the institution’s name, platform name, group, contact details and default skin',
        body: officeProfileSaveSchema,
        response: okResponse(officeProfileSchema),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const input = request.body;
      for (const invalid of [validateOptionalPhoneOrLandline(input.contactPhone), validateOptionalEmail(input.contactEmail)])
        if (invalid) throw new AppError(invalid.code, invalid.params);
      const [clash] = await db
        .select({ id: offices.id })
        .from(offices)
        .where(and(sql`lower(${offices.name}) = lower(${input.name})`, sql`${offices.id} <> ${officeId}`));
      if (clash) throw new AppError(ErrorCodes.officeNameTaken);
      const before = await profileOf(officeId);
      await db.transaction(async (tx) => {
        await tx.update(offices).set(input).where(eq(offices.id, officeId));
        const { logo: _logo, ...was } = before;
        const detail = changedFields(
          Object.fromEntries(Object.keys(input).map((k) => [k, was[k as keyof typeof was]])),
          input as Record<string, unknown>,
        );
        await recordAudit(tx, actor, { action: 'office.edit', targetType: 'office', targetId: officeId, targetName: input.name, detail });
      });
      return ok(await profileOf(officeId));
    },
  );

  r.post(
    '/gl/ua/ogt/gl/office/logo',
    {
      config: access,
      schema: {
        ...base,
        summary: `Upload the logo (multipart; PNG, JPEG or WebP up to ${LOGO_MAX_BYTES / 1024} KB); answers its data: URL`,
        consumes: ['multipart/form-data'],
        response: okResponse(z.object({ logo: z.string() })),
      },
    },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      const image = await uploadedImage(request, LOGO_MAX_BYTES);
      const logo = image.dataUrl;
      await db.transaction(async (tx) => {
        await tx.update(offices).set({ logo }).where(eq(offices.id, officeId));
        await recordAudit(tx, actor, {
          action: 'office.logo',
          targetType: 'office',
          targetId: officeId,
          detail: { bytes: image.bytes, type: image.type },
        });
      });
      return ok({ logo });
    },
  );

  r.delete(
    '/gl/ua/ogt/gl/office/logo',
    { config: access, schema: { ...base, summary: 'Go back to the bundled logo', response: okResponse(z.null()) } },
    async (request) => {
      const { officeId, actor } = await orgCaller(db, request);
      await db.transaction(async (tx) => {
        await tx.update(offices).set({ logo: null }).where(eq(offices.id, officeId));
        await recordAudit(tx, actor, { action: 'office.logo', targetType: 'office', targetId: officeId, detail: { removed: true } });
      });
      return ok(null);
    },
  );

  r.get(
    '/gl/ua/ogt/gl/settings/passwordPolicy',
    {
      config: authenticated(),
      schema: {
        ...base,
        summary: 'The password policy of my institution, which any member meets when changing their password',
        response: okResponse(passwordPolicySchema),
      },
    },
    async (request) => ok(passwordPolicySchema.parse(await settings.of(sessionOf(request).officeId))),
  );

  r.get(
    '/gl/ua/ogt/gl/settings',
    {
      config: access,
      schema: {
        ...base,
        summary: 'System settings: password policy, session length, captcha limits',
        response: okResponse(systemSettingsSchema),
      },
    },
    async (request) => ok(await settings.of((await orgCaller(db, request)).officeId)),
  );

  r.post(
    '/gl/ua/ogt/gl/settings/save',
    {
      config: access,
      schema: {
        ...base,
        summary: 'Save the system settings (each within its bounds)',
        body: systemSettingsSchema,
        response: okResponse(systemSettingsSchema),
      },
    },
    async (request) => ok(await settings.save((await orgCaller(db, request)).actor, request.body)),
  );
}
