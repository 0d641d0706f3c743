import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { platformOfficeId } from '../org';

/** An id no office has: the platform's scope before any operator (and so the platform office) exists finds nothing. */
const NO_PLATFORM = '00000000-0000-0000-0000-000000000000';

/** The platform office as a scope: the operator's rows are the platform-level ones, which every visitor reads. */
export const platformScope = (db: Db) => async (): Promise<Scope> => ({ officeId: (await platformOfficeId(db)) ?? NO_PLATFORM });
