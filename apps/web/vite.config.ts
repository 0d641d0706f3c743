import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Assets are addressed relative to the page's <base href>, which the server writes from BASE_PATH at serve
 * time: one build runs at / or under a host shell's fixed path.
 */
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    manifest: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: Object.fromEntries(['/gl', '/cloudeFile', '/signupApi', '/api-docs', '/healthz'].map((p) => [p, api])),
  },
});
