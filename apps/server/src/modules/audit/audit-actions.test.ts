import { fileURLToPath } from 'node:url';
import { AUDIT_ACTIONS, auditActionName } from '@cloud-exam/contract/audit/actions';
import { describe, expect, it } from 'vitest';
import { recordedActions } from '../../test/recorded-actions';

const { actions, unresolved } = recordedActions(fileURLToPath(new URL('../..', import.meta.url)));

describe('the names of audit actions', () => {
  it('reads every action the server records from its code, none left unread', () => {
    expect(unresolved).toEqual([]);
    // helpers that prefix the words their callers pass, conditionals and entries built by `map` are all followed
    for (const action of ['exam.publish', 'exam.paper.importAuthCode', 'examCategory.delete', 'candidate.disable', 'examCandidate.photo'])
      expect(actions.has(action), action).toBe(true);
  });

  it('names every recorded action, and records every named one', () => {
    const unnamed = [...actions].filter(([action]) => !(action in AUDIT_ACTIONS)).map(([action, at]) => `${action} (${at})`);
    expect(unnamed, 'recorded but not named in contract/audit/actions.ts').toEqual([]);
    expect(
      Object.keys(AUDIT_ACTIONS).filter((action) => !actions.has(action)),
      'named but recorded nowhere',
    ).toEqual([]);
  });

  it('names each in the user’s language, and an unknown one as recorded', () => {
    expect(auditActionName('item.import', 'zh')).toBe('导入试题');
    expect(auditActionName('item.import', 'en')).toBe('Imported items');
    expect(auditActionName('exam.publish', 'ja')).toBe('試験を公開');
    expect(auditActionName('legacy.action', 'ko')).toBe('legacy.action');
    for (const names of Object.values(AUDIT_ACTIONS)) for (const name of names) expect(name.trim()).not.toBe('');
  });
});
