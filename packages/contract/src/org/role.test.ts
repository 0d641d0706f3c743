import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { BUILTIN_ROLES, roleNameIn } from './role';

describe('role names', () => {
  it('say a built-in role that keeps its seeded name in every language', () => {
    expect(roleNameIn('系统管理员', 'en')).toBe('System administrator');
    expect(roleNameIn('监考员', 'ja')).toBe('試験監督員');
    for (const role of BUILTIN_ROLES) for (const lang of LANGUAGES) expect(roleNameIn(role.name, lang)).toBeTruthy();
    expect(roleNameIn('系统管理员', 'zh')).toBe('系统管理员');
  });

  it('show a renamed or an institution’s own role as typed', () => {
    expect(roleNameIn('考务主任', 'en')).toBe('考务主任');
    expect(roleNameIn('Invigilator', 'zh')).toBe('Invigilator');
  });
});
