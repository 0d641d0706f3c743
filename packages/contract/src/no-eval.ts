import { z } from 'zod';

// Imported first by each browser app (the console's and the exam client's main.tsx). Zod compiles object schemas with `new Function` when it may, and probes whether it
// may by trying: under our content-security policy (no 'unsafe-eval') that probe is a reported violation. Told that
// it may not, it never tries.
z.config({ jitless: true });
