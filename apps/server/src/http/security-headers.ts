import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityOptions = {
  /**
   * Who may show the console in a frame (CSP frame-ancestors): the product itself by default; a host shell that
   * embeds it under BASE_PATH is added by configuration (FRAME_ANCESTORS).
   */
  frameAncestors?: string[];
};

/**
 * The headers every answer carries: a Content-Security-Policy the built app runs under (its scripts are files of
 * its own origin, never inline; antd writes its styles inline), nosniff, a referrer policy, framing limited to
 * the configured ancestors, and HSTS when the request came over HTTPS (directly, or as a trusted proxy says).
 */
export const securityHeaders = fp(async (app: FastifyInstance, { frameAncestors = [] }: SecurityOptions) => {
  const ancestors = ["'self'", ...frameAncestors];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ancestors,
      },
    },
    // X-Frame-Options knows no list: it is sent only when the product alone may frame itself.
    frameguard: frameAncestors.length ? false : { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, over HTTPS only: on plain HTTP (a LAN address) the header means nothing, and over a proxy it
    // depends on what the proxy says.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // A host shell on a sibling origin may load the product's images and files.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
});
