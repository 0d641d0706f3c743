// The tickets' thread when the server runs from its sources (Vitest, `npm run dev`): a worker thread starts without
// tsx's loader, so this plain JavaScript brings the TypeScript worker in through tsx. The compiled server (`npm start`)
// starts dist/ticket-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./ticket-worker.ts', import.meta.url);
