import {
  checkAge,
  checkDisplayName,
  checkLoginName,
  checkPassword,
  checkPhone,
  checkSex,
  checkSmsCode,
  isValidPhone,
} from './account-rules';

describe('phone rule (spec §5): 11 digits, starting with 1, second digit 3 to 9', () => {
  it.each(['13812345678', '19912345678', '15000000000'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(checkPhone(phone)).toBeNull();
  });
  it.each([
    ['12012345678', 'second digit 2'],
    ['10012345678', 'second digit 0'],
    ['23812345678', 'starts with 2'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits'],
    ['1381234567a', 'a letter'],
    [' 13812345678', 'a space'],
  ])('refuses %s (%s)', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(checkPhone(phone)).toBe('手机号格式不正确');
  });
  it('asks for a phone when empty', () => expect(checkPhone('')).toBe('请输入手机号'));
});

describe('login name: 4–16 letters, digits or underscore, starting with a letter', () => {
  it.each(['abcd', 'player_01', 'A234567890123456'])('accepts %s', (name) => expect(checkLoginName(name)).toBeNull());
  it.each(['abc', '1abcd', 'ab cd', '玩家一号', 'A2345678901234567', 'ab-cd'])('refuses %s', (name) =>
    expect(checkLoginName(name)).not.toBeNull(),
  );
});

describe('password: 6–20 characters, letters and digits, no spaces', () => {
  it.each(['abc123', 'Passw0rd!', 'a1'.repeat(10)])('accepts %s', (p) => expect(checkPassword(p)).toBeNull());
  it.each(['abc12', 'abcdefg', '12345678', 'abc 1234', `${'a1'.repeat(10)}x`, '密码abc123'])('refuses %s', (p) =>
    expect(checkPassword(p)).not.toBeNull(),
  );
});

describe('display name, SMS code, age and sex', () => {
  it('display names: Chinese, letters, digits, _ and -, 1–12 characters', () => {
    expect(checkDisplayName('小蓝_01')).toBeNull();
    expect(checkDisplayName('  ')).toBe('请输入昵称');
    expect(checkDisplayName('名字'.repeat(7))).not.toBeNull();
    expect(checkDisplayName('<b>x</b>')).not.toBeNull();
  });
  it('SMS codes are 6 digits', () => {
    expect(checkSmsCode('012345')).toBeNull();
    expect(checkSmsCode('12345')).not.toBeNull();
    expect(checkSmsCode('12345a')).not.toBeNull();
  });
  it('age is 0 (cleared) or a whole number 1–120; sex is 0, 1 or 2', () => {
    expect(checkAge(0)).toBeNull();
    expect(checkAge(18)).toBeNull();
    expect(checkAge(121)).not.toBeNull();
    expect(checkAge(2.5)).not.toBeNull();
    expect(checkSex(2)).toBeNull();
    expect(checkSex(3)).not.toBeNull();
  });
});
