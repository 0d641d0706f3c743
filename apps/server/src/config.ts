import path from 'node:path';
import { z } from 'zod';
import type { S3Config } from './lib/file-store';

/** The one place that knows the environment's variable names. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Runs the product under a host shell's fixed path, e.g. /exam. Empty means the root. */
  BASE_PATH: z
    .string()
    .default('')
    .transform((v) => v.replace(/\/+$/, ''))
    .refine((v) => v === '' || /^\/[\w\-/]*$/.test(v), 'BASE_PATH must start with / and hold only path characters'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_PASSWORD: z.string().optional(),
  /** With an empty database: also create the platform operator `operator` with this password (the demo's portal writer). */
  OPERATOR_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CANDIDATE_DIST: z.string().optional(),
  /** Shared state of several instances (rate limits, verification codes); in process when unset. */
  REDIS_URL: z.string().optional(),
  /** E-mail delivery, e.g. smtps://user:pass@smtp.example.com:465; unset keeps mail in the outbox table. */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Cloud Exam <no-reply@localhost>'),
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  /** WeChat website sign-in (open platform app); unset hides the option and the calls answer 12421113. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  /**
   * Origins of a host shell that may show the console in a frame, space-separated (e.g. https://portal.example.cn);
   * unset, only the product itself may.
   */
  FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((v) => v.split(/\s+/).filter(Boolean))
    .refine((v) => v.every((o) => /^https?:\/\/[^\s;,']+$/.test(o)), 'FRAME_ANCESTORS must be origins such as https://portal.example.cn'),
  /**
   * Behind a reverse proxy: whose X-Forwarded-* headers to believe, so that the caller's address (rate limits,
   * audit) and HTTPS (HSTS) are the real ones — the number of proxies in front (e.g. 1), or their addresses and
   * ranges, comma-separated (e.g. 10.0.0.0/8). `true` believes any sender, which lets a caller choose its own
   * address: only where nothing reaches the server but through the proxy. Unset, none are believed.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? undefined : v === 'true' ? true : /^\d+$/.test(v) ? Number(v) : v)),
  /**
   * The file store: an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT for a store other than AWS, such as
   * MinIO; keys from the SDK's usual sources when S3_ACCESS_KEY_ID is unset), else `<DATA_DIR>/files`.
   */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address the bucket in the path (http://host/bucket/key) rather than the host name; most S3-compatible stores want it. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Where the customer-service QR code leads (e.g. a WeChat Work customer-service link); the widget hides without it. */
  CUSTOMER_SERVICE_URL: z.string().url().optional(),
  /** The exam client's address, where candidates sign in (exam notifications' {signInUrl} adds `?exam=`); unset, this server's `/candidate/`. */
  CANDIDATE_LOGIN_URL: z.string().url().optional(),
});

export type Config = z.infer<typeof schema> & { webDist: string; candidateDist: string; dataDir: string; s3?: S3Config };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    ...c,
    ...(c.S3_BUCKET
      ? {
          s3: {
            bucket: c.S3_BUCKET,
            endpoint: c.S3_ENDPOINT,
            region: c.S3_REGION,
            forcePathStyle: c.S3_FORCE_PATH_STYLE ?? !!c.S3_ENDPOINT,
            ...(c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
              ? { credentials: { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } }
              : {}),
          },
        }
      : {}),
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    candidateDist: path.resolve(c.CANDIDATE_DIST ?? new URL('../../candidate/dist', import.meta.url).pathname),
  };
}
