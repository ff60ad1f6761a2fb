import { checkPasswordStrength } from './password-strength';

describe('password strength (common and guessable passwords are refused)', () => {
  it.each(['abc123', 'password1', 'qwerty123', 'Passw0rd', 'aaaaa1', 'abc12345', '1qaz2wsx', 'iloveyou1'])(
    'refuses the common password %s',
    (password) => {
      expect(checkPasswordStrength(password)).toMatch(/^密码太常见或太容易猜到/);
    },
  );

  it.each(['woaini1314', '5201314a', 'zhang123456', 'wangzhe666', 'Woaini520!'])('refuses the Chinese common password %s', (password) => {
    expect(checkPasswordStrength(password)).toMatch(/^密码太常见或太容易猜到/);
  });

  it.each(['Kite7river', 'x9k2m7q1tz', 'lantern4otter', 'Moon-Jade-77'])('accepts %s', (password) => {
    expect(checkPasswordStrength(password)).toBeNull();
  });

  it('refuses a password built on the login name or the phone', () => {
    expect(checkPasswordStrength('Dragonrider88', ['dragonrider'])).toMatch(/不能包含用户名或手机号/);
    expect(checkPasswordStrength('a13812345678', ['13812345678'])).toMatch(/不能包含用户名或手机号/);
    expect(checkPasswordStrength('Dragonrider88')).toBeNull();
  });
});
