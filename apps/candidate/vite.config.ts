import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const api = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The candidate's exam client: one small bundle (no UI library), served by the server under `<base path>/candidate/`
 * with the brotli and gzip copies made here, as the console is. Assets are addressed relative to the page's
 * <base href>, which the server writes.
 */
export default defineConfig({
  base: './',
  plugins: [
    react(),
    compression({
      include: /\.(js|mjs|css|html|json|svg|txt)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  build: { manifest: true },
  server: { proxy: { '/gl': api } },
});
