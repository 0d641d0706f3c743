// The Word and QTI reader's thread when the server runs from its sources (Vitest, `npm run dev`): a worker thread
// starts without tsx's loader, so this plain JavaScript brings the TypeScript worker in through tsx. The compiled
// server (`npm start`) starts dist/item-file-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./item-file-worker.ts', import.meta.url);
