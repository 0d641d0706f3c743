import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { RECORD_KINDS, type RecordEvent } from './sitting-record';
import { describeRecordEvent, RECORD_KIND_TEXTS, recordKindName } from './sitting-record-words';

const base = { id: '1', at: '2026-06-07T01:00:00.000Z', clientTime: null, by: null, reason: null };
const time = (at: string) => at.slice(11, 19);

describe('a candidate’s record in words', () => {
  it('names every kind of event in the five languages', () => {
    for (const kind of RECORD_KINDS) for (const lang of LANGUAGES) expect(recordKindName(kind, lang), `${kind} ${lang}`).not.toBe('');
    expect(Object.keys(RECORD_KIND_TEXTS).sort()).toEqual([...RECORD_KINDS].sort());
    expect(recordKindName('forceSubmit', 'zh')).toBe('强制收卷');
  });

  it('says each event’s detail in a line, its moments written as told', () => {
    const signIn: RecordEvent = {
      ...base,
      kind: 'signIn',
      method: 'mobile',
      ip: '10.0.0.8',
      device: 'iOS 17.5 · Apple iPhone',
      browser: 'Safari 17',
    };
    expect(describeRecordEvent(signIn, 'zh', time)).toBe(
      '登录方式：手机号+验证码；IP地址：10.0.0.8；设备：iOS 17.5 · Apple iPhone；浏览器：Safari 17',
    );
    expect(describeRecordEvent(signIn, 'en', time)).toBe(
      'Method: Mobile number and code; Address: 10.0.0.8; Device: iOS 17.5 · Apple iPhone; Browser: Safari 17',
    );
    const pause: RecordEvent = { ...base, kind: 'pause', minutes: 5, until: '2026-06-07T01:05:00.000Z', by: 'officer', reason: '网络' };
    expect(describeRecordEvent(pause, 'zh', time)).toBe('5 分钟；至 01:05:00');
    expect(describeRecordEvent({ ...base, kind: 'message', text: '请安静', readAt: '2026-06-07T01:01:00.000Z' }, 'ja', time)).toBe(
      '“请安静”；既読 01:01:00',
    );
    expect(describeRecordEvent({ ...base, kind: 'message', text: '请安静', readAt: null }, 'ko', time)).toBe('“请安静”; 읽지 않음');
    expect(describeRecordEvent({ ...base, kind: 'withdraw', secondsLeft: 754 }, 'en', time)).toBe('Time left: 12:34');
    expect(describeRecordEvent({ ...base, kind: 'withdraw', secondsLeft: null }, 'es', time)).toBe('Para empezar de nuevo');
    expect(describeRecordEvent({ ...base, kind: 'forceSubmit', cause: 'leaveLimit', answered: 3 }, 'zh', time)).toBe(
      '离开次数超过限制；已答 3 题',
    );
    expect(describeRecordEvent({ ...base, kind: 'infoSave', fields: ['手机号', '学号'] }, 'zh', time)).toBe('修改了：手机号、学号');
    expect(describeRecordEvent({ ...base, kind: 'infoSave', fields: [] }, 'en', time)).toBe('Nothing changed');
    expect(describeRecordEvent({ ...base, kind: 'mediaPlay', item: 4, media: 1 }, 'en', time)).toBe('Item 4, media 1');
    expect(describeRecordEvent({ ...base, kind: 'leavePage', clientTime: '2026-06-07T01:02:03.000Z' }, 'zh', time)).toBe(
      '考生端时间：01:02:03',
    );
    expect(describeRecordEvent({ ...base, kind: 'snapshot' }, 'zh', time)).toBe('');
  });
});
