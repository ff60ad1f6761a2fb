import { checkRealName, checkResidentId, maskRealName, normalizeResidentId, residentIdCheckCharacter, residentIdFor } from './resident-id';

describe('resident ID (GB 11643-1999, ISO 7064 MOD 11-2)', () => {
  it('computes the check character of published examples', () => {
    // The standard's own example and a number ending in X.
    expect(residentIdCheckCharacter('11010519491231002')).toBe('X');
    expect(residentIdCheckCharacter('44052418800101001')).toBe('4');
    expect(checkResidentId('11010519491231002X')).toEqual({ ok: true, id: '11010519491231002X', birthDate: '1949-12-31' });
  });

  it('refuses every wrong check character', () => {
    const valid = residentIdFor('2008-02-29', 7);
    expect(checkResidentId(valid).ok).toBe(true);
    for (const other of '0123456789X'.replace(valid[17]!, '')) {
      const result = checkResidentId(valid.slice(0, 17) + other);
      expect(result).toEqual({ ok: false, message: '身份证号校验位不正确，请核对后重新输入' });
    }
  });

  it('refuses wrong length, letters, impossible or future birth dates', () => {
    expect(checkResidentId('')).toMatchObject({ ok: false, message: '请输入身份证号' });
    expect(checkResidentId('1101051949123100')).toMatchObject({ ok: false, message: expect.stringContaining('18 位') });
    expect(checkResidentId('11010519491231002Y')).toMatchObject({ ok: false });
    expect(checkResidentId(residentIdFor('2023-02-29'))).toMatchObject({ ok: false, message: expect.stringContaining('出生日期') });
    expect(checkResidentId(residentIdFor('1899-12-31'))).toMatchObject({ ok: false });
    expect(checkResidentId(residentIdFor('2026-12-01'), '2026-11-25')).toMatchObject({
      ok: false,
      message: expect.stringContaining('出生日期'),
    });
  });

  it('accepts what players type: a lower-case x and spaces', () => {
    expect(normalizeResidentId(' 110105 19491231 002x ')).toBe('11010519491231002X');
    expect(checkResidentId('110105 19491231 002x').ok).toBe(true);
  });

  it('checks names and masks all but the first character', () => {
    expect(checkRealName('张三')).toBeNull();
    expect(checkRealName('阿依古丽·买买提')).toBeNull();
    expect(checkRealName('')).toBe('请输入真实姓名');
    expect(checkRealName('张')).toBe('请输入身份证上的中文姓名');
    expect(checkRealName('Zhang San')).toBe('请输入身份证上的中文姓名');
    expect(maskRealName('张三丰')).toBe('张**');
    expect(maskRealName('李四')).toBe('李*');
  });
});
