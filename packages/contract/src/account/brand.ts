import { z } from 'zod';
import { endpoints, publicAccess } from '../endpoint';

/** The platform's logo and name for an institution (systemCode admin): null means the bundled defaults. */
export const brandSchema = z.object({
  logo: z.string().nullable(),
  platformName: z.string().nullable(),
  officename: z.string().nullable(),
  /** Where the customer-service code leads; null hides the widget. */
  serviceUrl: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandApi = endpoints('account', publicAccess, {
  brand: {
    method: 'GET',
    path: '/gl/ua/ogt/gl/platform/brand',
    summary: 'Logo and platform name of an institution (systemCode admin); null values mean the defaults',
    input: z.object({ officeId: z.string().optional(), systemCode: z.string().default('admin') }),
    output: brandSchema,
  },
});
