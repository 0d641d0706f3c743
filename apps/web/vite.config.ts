import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:8080';
/** Identifies this build: the running app compares it with version.json to tell that a newer one is deployed. */
const buildId = new Date().toISOString();

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
