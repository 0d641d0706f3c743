import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_URL ?? 'http://localhost:8080';
/** Identifies this build: the running app compares it with version.json to tell that a newer one is deployed. */
const buildId = new Date().toISOString();

/**
 * BUNDLE_REPORT=1: writes .vite/bundle-stats.json, every chunk with its imports and its modules' rendered code,
 * which bench/bundle-report.ts turns into a table of what each page loads. Normal builds leave it out.
 */
function bundleStats(): Plugin {
  const root = new URL('../..', import.meta.url).pathname;
  const name = (id: string) => id.replace(/^\0/, '').replace(root, '');
  return {
    name: 'bundle-stats',
    apply: () => process.env.BUNDLE_REPORT === '1',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                fileName: c.fileName,
                isEntry: c.isEntry,
                facadeModuleId: c.facadeModuleId && name(c.facadeModuleId),
                imports: c.imports,
                dynamicImports: c.dynamicImports,
                modules: Object.entries(c.modules).map(([id, m]) => ({ id: name(id), code: m.code ?? '' })),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-stats.json', source: JSON.stringify({ chunks }) });
    },
  };
}

/**
 * Assets are addressed relative to the page's <base href>, which the server writes from BASE_PATH at serve
 * time: one build runs at / or under a host shell's fixed path.
 */
export default defineConfig({
  base: './',
  plugins: [
    react(),
    {
      name: 'version-file',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ buildId }) });
      },
    },
    bundleStats(),
    // x.br (brotli, best) and x.gz (gzip 9) beside every text file, for the server to hand out as they are.
    compression({
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 0,
      // Every file gets both, even the few where compressing gains nothing: one rule for the server.
      skipIfLargerOrEqual: false,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: {
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(['/gl', '/cloudeFile', '/signupApi', '/api-docs', '/healthz'].map((p) => [p, api])),
  },
});
