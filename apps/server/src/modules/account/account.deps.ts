import type { EphemeralStore } from '../../lib/ephemeral-store';
import type { StoredFiles } from '../files';
import type { AccountService } from './account.service';

/** What the account module's routes are given. */
export type AccountDeps = { account: AccountService; store: EphemeralStore; storedFiles: StoredFiles };
