import { describe, expect, it } from 'vitest';
import { isMaskOf, maskEmail, maskIdNumber, maskMobile, maskPersonal, maskValue } from './personal-data';

describe('personal data masked', () => {
  it('keeps the first 6 and last 4 of an 18-character ID number, and at most half of a shorter one', () => {
    expect(maskIdNumber('110101199003071234')).toBe('110101********1234');
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
    // a 15-digit ID keeps 7 of 15; a passport number 4 of 9
    expect(maskIdNumber('110101900307123')).toBe('1101********123');
    expect(maskIdNumber('E12345678')).toBe('E1*****78');
    for (const v of ['A1', 'AB123', '1234567', 'G123456789012', '12345678901234567'])
      expect([...maskIdNumber(v)].filter((c) => c !== '*').length).toBeLessThanOrEqual(v.length / 2);
    expect(maskIdNumber('1')).toBe('*');
  });

  it('keeps the first 3 and last 4 of a mobile number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('1381234')).toBe('1****34');
  });

  it('keeps the first character of an e-mail address and its domain', () => {
    expect(maskEmail('zhangsan@example.com')).toBe('z***@example.com');
    expect(maskEmail('张三@例子.中国')).toBe('张***@例子.中国');
    expect(maskEmail('@example.com')).toBe('***@example.com');
    expect(maskEmail('nobody')).toBe('n***');
  });

  it('masks the personal fields a row has, leaves the rest and the empty ones', () => {
    const row = { name: '张三', idNumber: '110101199003071234', mobile: null, email: 'a.b@c.cn' };
    expect(maskPersonal(row)).toEqual({ name: '张三', idNumber: '110101********1234', mobile: null, email: 'a***@c.cn' });
    expect(row.idNumber).toBe('110101199003071234');
    expect(maskPersonal({ mobile: '' })).toEqual({ mobile: '' });
    expect(maskValue('mobile', undefined)).toBeUndefined();
  });

  it('tells a masked value sent back from a changed one', () => {
    expect(isMaskOf('mobile', '138****5678', '13812345678')).toBe(true);
    expect(isMaskOf('mobile', '13812345678', '13812345678')).toBe(false);
    expect(isMaskOf('mobile', '139****5678', '13812345678')).toBe(false);
    expect(isMaskOf('email', 'z***@example.com', null)).toBe(false);
  });
});
