import { describe, expect, it } from 'vitest';
import { examWideText, renderTemplate, unknownVariables } from './exam-notification';

describe('notification templates', () => {
  const values = { name: '张三', admissionNumber: 'A001', examName: '期末考试', examTime: '12月1日 09:00', signInUrl: 'https://x' };

  it('fills every variable, each time it appears', () => {
    expect(renderTemplate('{name}，{examName}（{examName}）准考证号 {admissionNumber}', values)).toBe(
      '张三，期末考试（期末考试）准考证号 A001',
    );
  });

  it('reads the same for every candidate once the exam name alone is filled in', () => {
    expect(examWideText('{examName} 考试通知：{name}', '期末考试')).toBe('期末考试 考试通知：{name}');
    // A name that looks like a replacement pattern is taken as written.
    expect(examWideText('{examName}', '$& 考试')).toBe('$& 考试');
  });

  it('names the braced words that are not variables', () => {
    expect(unknownVariables('{姓名} {name} {姓名} {exam}')).toEqual(['{姓名}', '{exam}']);
  });
});
