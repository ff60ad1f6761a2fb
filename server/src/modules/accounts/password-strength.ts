import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_CHINESE_PASSWORDS } from './common-chinese-passwords';

/**
 * Common and guessable passwords are refused (issue 11): `abc123`, `password1`, `qwerty123`,
 * `Passw0rd` and `aaaaa1` all met the format rule. The strength is estimated by zxcvbn-ts (a
 * maintained port of Dropbox's estimator: dictionaries of leaked passwords, keyboard walks,
 * repeats, sequences, dates, l33t) with Chinese players' common passwords added, and the
 * player's own login name and phone counted as known to an attacker.
 *
 * Score 2 or more is accepted ("somewhat guessable": about 10^6 guesses or more). With attempts
 * limited per account and address (password-attempts.ts), that is out of reach of online guessing.
 * Server only: the dictionaries (~1 MB) stay out of the browser; the page shows the server's message.
 */
zxcvbnOptions.setOptions({
  dictionary: { ...dictionary, chinese: [...COMMON_CHINESE_PASSWORDS] },
  graphs: adjacencyGraphs,
});

export const MIN_PASSWORD_SCORE = 2;

/** null when strong enough; otherwise the Chinese message to show. */
export function checkPasswordStrength(password: string, knownToAttacker: readonly (string | null | undefined)[] = []): string | null {
  const inputs = knownToAttacker.filter((value): value is string => !!value).map((value) => value.toLowerCase());
  const lower = password.toLowerCase();
  if (inputs.some((input) => input.length >= 3 && lower.includes(input))) return '密码不能包含用户名或手机号，请换一个更安全的密码';
  const { score } = zxcvbn(password, inputs);
  return score >= MIN_PASSWORD_SCORE ? null : '密码太常见或太容易猜到，请换一个更安全的密码（可用不相关的词语加数字和符号）';
}
