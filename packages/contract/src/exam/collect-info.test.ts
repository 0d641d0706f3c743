import { describe, expect, it } from 'vitest';
import { collectFormProblems } from './collect-info';

describe('collectFormProblems', () => {
  const f = (componentId: string, title: string, extra: object = {}) => ({
    componentId,
    title,
    defaultValue: null,
    description: null,
    optionList: [],
    required: 0,
    editable: 1,
    visible: 1,
    collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: null },
    ...extra,
  });
  it('names each broken rule', () => {
    const codes = (fields: ReturnType<typeof f>[]) => collectFormProblems(fields).map((p) => p.code);
    expect(codes([f('name', '姓名'), f('input', '备注')])).toEqual([]);
    expect(codes([f('input', '')])).toEqual(['collectTitleInvalid']);
    expect(codes([f('input', 'a'), f('textarea', 'a')])).toEqual(['collectTitleRepeated']);
    expect(codes([f('radio', '性别')])).toEqual(['collectOptionsRequired']);
    expect(codes([f('email', '邮箱'), f('email', '邮箱2')])).toEqual(['collectComponentRepeated']);
    expect(codes([f('idcard', '证件号码')])).toEqual(['collectIdcardNeedsType']);
    expect(codes([f('input', 'a', { collectImageStandard: { minWordNum: 5, maxWordNum: 1, maxUploadNum: null } })])).toEqual([
      'collectWordNumInvalid',
    ]);
    expect(codes([f('file', 'a', { collectImageStandard: { minWordNum: null, maxWordNum: null, maxUploadNum: 10 } })])).toEqual([
      'collectUploadNumInvalid',
    ]);
    expect(codes([f('nope', 'a')])).toEqual(['collectComponentUnknown']);
  });
});
