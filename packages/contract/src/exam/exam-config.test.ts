import { describe, expect, it } from 'vitest';
import { errorMessage, ErrorCodes } from '../errors';
import { LANGUAGES } from '../languages';
import {
  BREAK_RULE_SETS,
  breakRuleSets,
  CONFIG_CHOICE_TEXTS,
  CONFIG_KEYS,
  CONFIG_OPTIONS,
  CONFIG_TEXTS,
  configOption,
  configOptions,
  configProblems,
  configValueFromText,
  defaultConfig,
  problemParams,
  resolveConfig,
} from './exam-config';

const with_ = (over: Record<string, unknown>) => ({ ...defaultConfig(), ...over });
const codes = (values: Record<string, unknown>, shortestDuration?: number) =>
  configProblems(values, { shortestDuration }).map((p) => `${p.field}:${p.code}`);

describe('configProblems', () => {
  it('finds nothing wrong with the defaults, even for a short exam', () => {
    expect(configProblems(defaultConfig(), { shortestDuration: 15 })).toEqual([]);
  });

  it('refuses a key no option has', () => {
    expect(codes(with_({ teleport: true }))).toEqual(['teleport:configKeyUnknown']);
  });

  it('refuses a value of the wrong type or outside the choices', () => {
    expect(codes(with_({ camera: 'yes' }))).toEqual(['camera:configValueInvalid']);
    expect(codes(with_({ leaveLimit: 1.5 }))).toEqual(['leaveLimit:configValueInvalid']);
    expect(codes(with_({ leaveAction: 'explode' }))).toEqual(['leaveAction:configValueInvalid']);
    expect(codes(with_({ loginMethods: ['password'] }))).toEqual(['loginMethods:configValueInvalid']);
    expect(codes(with_({ loginMethods: ['mobile', 'mobile'] }))).toEqual(['loginMethods:configValueInvalid']);
    expect(codes(with_({ showScoreDate: 'tomorrow' }))).toEqual(['showScoreDate:configValueInvalid']);
    expect(codes(with_({ breakRuleSet: 'mine' }))).toEqual(['breakRuleSet:breakRuleSetUnknown']);
  });

  it('refuses a number out of its range', () => {
    expect(configProblems(with_({ leaveLimit: 100 }))).toEqual([
      { field: 'leaveLimit', code: 'configValueOutOfRange', params: { key: 'leaveLimit', min: 0, max: 99 } },
    ]);
    expect(codes(with_({ lateEntryMinutes: -1 }))).toEqual(['lateEntryMinutes:configValueOutOfRange']);
  });

  it('needs at least one login method', () => {
    expect(codes(with_({ loginMethods: [] }))).toEqual(['loginMethods:configLoginMethodRequired']);
    expect(codes(with_({ loginMethods: ['idNumber', 'mobile'] }))).toEqual([]);
  });

  it('keeps the camera under what depends on it', () => {
    expect(codes(with_({ camera: false, secondCamera: true, faceCheck: true, voiceCall: true }))).toEqual([
      'faceCheck:configNeedsCamera',
      'secondCamera:configNeedsCamera',
      'voiceCall:voiceCallNeedsVideo',
    ]);
    expect(codes(with_({ camera: true, secondCamera: true, faceCheck: true, voiceCall: true }))).toEqual([]);
    // Off without the camera is fine; the action past the limit is only inert without a limit.
    expect(codes(with_({ camera: false, leaveLimit: 0, leaveAction: 'forceSubmit' }))).toEqual([]);
  });

  it('needs the date of "after a date"', () => {
    expect(codes(with_({ showScore: 'afterDate' }))).toEqual(['showScoreDate:configDateRequired']);
    expect(codes(with_({ showAnswers: 'afterDate', showAnswersDate: null }))).toEqual(['showAnswersDate:configDateRequired']);
    expect(codes(with_({ showScore: 'afterDate', showScoreDate: '2030-01-01T08:00:00.000Z' }))).toEqual([]);
  });

  it('bounds late entry and the earliest submission by the shortest subject', () => {
    expect(codes(with_({ lateEntryMinutes: 61, earliestSubmitMinutes: 61 }), 60)).toEqual([
      'lateEntryMinutes:lateEntryTooLong',
      'earliestSubmitMinutes:earlySubmitInvalid',
    ]);
    expect(codes(with_({ lateEntryMinutes: 60, earliestSubmitMinutes: 60 }), 60)).toEqual([]);
    expect(codes(with_({ lateEntryMinutes: 600 }))).toEqual([]);
  });

  it('takes Safe Exam Browser only with its Config Keys: 1 to 5 different ones of 64 hexadecimal characters', () => {
    const key = (c: string) => c.repeat(64);
    expect(codes(with_({ safeExamBrowser: true }))).toEqual(['safeExamBrowserKeys:keyListInvalid']);
    expect(codes(with_({ safeExamBrowser: true, safeExamBrowserKeys: [key('a')] }))).toEqual([]);
    // Windows and macOS settings that differ give different keys: several are taken, in either case.
    expect(codes(with_({ safeExamBrowser: true, safeExamBrowserKeys: [key('a'), key('B'), key('0')] }))).toEqual([]);
    for (const keys of [[key('a').slice(1)], [`${key('a').slice(1)}g`], [key('a'), key('A')], ['1', '2', '3', '4', '5', '6'].map(key)])
      expect(codes(with_({ safeExamBrowser: true, safeExamBrowserKeys: keys })), keys.join()).toEqual([
        'safeExamBrowserKeys:keyListInvalid',
      ]);
    expect(codes(with_({ safeExamBrowserKeys: 'abc' }))).toEqual(['safeExamBrowserKeys:configValueInvalid']);
    // Off, the keys may be kept or left out, but not malformed.
    expect(codes(with_({ safeExamBrowser: false, safeExamBrowserKeys: [] }))).toEqual([]);
    expect(codes(with_({ safeExamBrowser: false, safeExamBrowserKeys: [key('c')] }))).toEqual([]);
    expect(codes(with_({ safeExamBrowser: false, safeExamBrowserKeys: ['c'] }))).toEqual(['safeExamBrowserKeys:keyListInvalid']);
    const [problem] = configProblems(with_({ safeExamBrowser: true }));
    expect(errorMessage(ErrorCodes[problem!.code], 'en', problemParams(problem!, 'en'))).toBe(
      'Enter “SEB Config Keys”: 1 to 5 different keys, each 64 hexadecimal characters (0–9, a–f)',
    );
  });

  it('names the option in the message', () => {
    const [problem] = configProblems(with_({ camera: false, secondCamera: true }));
    expect(errorMessage(ErrorCodes[problem!.code], 'en', problemParams(problem!, 'en'))).toBe(
      '“Second camera (phone)” needs the camera turned on',
    );
  });
});

describe('options', () => {
  it('each has its texts in five languages, its choices and its dependency named', () => {
    for (const o of CONFIG_OPTIONS) {
      for (const lang of LANGUAGES) {
        expect(CONFIG_TEXTS[o.configKey].name[lang], `${o.configKey} ${lang}`).toBeTruthy();
        expect(CONFIG_TEXTS[o.configKey].description[lang]).toBeTruthy();
        for (const c of o.options ?? []) expect(CONFIG_CHOICE_TEXTS[c]?.[lang], c).toBeTruthy();
      }
      if (o.needs) expect(CONFIG_KEYS).toContain(o.needs.configKey);
    }
    for (const lang of LANGUAGES) {
      expect(configOptions(lang)).toHaveLength(CONFIG_OPTIONS.length);
      expect(configOptions(lang).find((o) => o.configKey === 'safeExamBrowserKeys')).toMatchObject({ type: 'keyList', max: 5 });
      expect(breakRuleSets(lang).map((s) => s.id)).toEqual(BREAK_RULE_SETS.map((s) => s.id));
    }
  });

  it('fills what an exam never set with defaults and forgets keys no option has', () => {
    const values = resolveConfig({ camera: false, retired: 1 });
    expect(values.camera).toBe(false);
    expect(values.loginMethods).toEqual(['admissionNumber']);
    expect('retired' in values).toBe(false);
  });

  it('reads a value written as text by its type', () => {
    expect(configValueFromText(configOption('camera')!, 'true')).toBe(true);
    expect(configValueFromText(configOption('leaveLimit')!, '3')).toBe(3);
    expect(configValueFromText(configOption('leaveLimit')!, 'x')).toBeUndefined();
    expect(configValueFromText(configOption('loginMethods')!, 'idNumber, mobile')).toEqual(['idNumber', 'mobile']);
    expect(configValueFromText(configOption('showScoreDate')!, '')).toBeNull();
    const keys = ['a'.repeat(64), 'b'.repeat(64)];
    expect(configValueFromText(configOption('safeExamBrowserKeys')!, ` ${keys[0]},\n${keys[1]} `)).toEqual(keys);
    expect(configValueFromText(configOption('safeExamBrowserKeys')!, '')).toEqual([]);
  });
});
