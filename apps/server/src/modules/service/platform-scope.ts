import type { Db } from '../../db/client';
import type { Scope } from '../../db/scoped-repo';
import { platformOfficeId } from '../platform';

/** The platform office as a scope: the operator's rows are the platform-level ones. */
export const platformScope = (db: Db) => async (): Promise<Scope> => ({ officeId: await platformOfficeId(db) });
