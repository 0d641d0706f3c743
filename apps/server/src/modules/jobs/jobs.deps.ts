import type { Imports } from './import.service';

/** What the jobs module's routes are given. */
export type JobsDeps = { imports: Imports };
