import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export type SecurityOptions = {
  /**
   * Who may show the console in a frame (CSP frame-ancestors): the product itself by default; a host shell that
   * embeds it under BASE_PATH is added by configuration (FRAME_ANCESTORS).
   */
  frameAncestors?: string[];
};

/** The headers helmet sets for these options. They do not depend on the request, so they are worked out once. */
function helmetHeaders(frameAncestors: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const middleware = helmet({
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
        frameAncestors: ["'self'", ...frameAncestors],
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
  let failed: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => void (failed = error));
  if (failed) throw failed;
  return headers;
}

/**
 * The headers every answer carries: a Content-Security-Policy the built app runs under (its scripts are files of
 * its own origin, never inline; antd writes its styles inline), nosniff, a referrer policy, framing limited to
 * the configured ancestors, and HSTS when the request came over HTTPS (directly, or as a trusted proxy says).
 * helmet writes them once at start-up; each request only copies them (building them per request cost a tenth of a
 * bare route's time).
 */
export const securityHeaders = fp(async (app: FastifyInstance, { frameAncestors = [] }: SecurityOptions) => {
  const headers = helmetHeaders(frameAncestors);
  const overHttps = { ...headers, 'strict-transport-security': 'max-age=31536000' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : headers);
    done();
  });
});
