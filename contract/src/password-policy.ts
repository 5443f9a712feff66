import { text } from './i18n.js';

// Passwords a guesser tries first, refused as new passwords beside runs (123456, abcdef, 654321) and one character
// repeated (111111). Compared without case.
const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'passw0rd', 'p@ssw0rd', 'qwerty', 'qwerty1', 'qwerty123', 'qwertyuiop', 'qwe123', '123qwe', 'qweasd',
  'qweasdzxc', 'asdfgh', 'asdfghjkl', 'asd123', 'zxcvbn', 'zxcvbnm', 'qazwsx', '1qaz2wsx', '1q2w3e', '1q2w3e4r', 'q1w2e3r4',
  'abc123', 'abc12345', 'abc123456', 'abcd1234', '1234abcd', 'a123456', 'a12345678', 'aa123456', '123456a', '123abc',
  'iloveyou', 'woaini', 'woaini1314', '5201314', '1314520', '520520', 'admin', 'admin123', 'admin888', 'root123', 'test123',
  'test1234', 'letmein', 'welcome', 'welcome1', 'changeme', 'monkey', 'dragon', 'sunshine', 'princess', 'football',
  'superman', 'trustno1', 'master', 'shadow', 'michael', 'baseball', '112233', '121212', '123123', '123321', '147258',
  '147258369', '159357', '159753', '789456', '123654', '123456789a', '11223344', '12341234', '88888888a', 'aaa111',
]);

const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function isRun(value: string): boolean {
  return SEQUENCES.some((s) => s.includes(value) || [...s].reverse().join('').includes(value));
}

// Whether a new password is too easy to guess (the length is the schema's rule).
export function isWeakPassword(password: string): boolean {
  const value = password.toLowerCase();
  return COMMON_PASSWORDS.has(value) || new Set(value).size === 1 || isRun(value);
}

export const WEAK_PASSWORD_TEXT = text(
  'This password is too easy to guess: avoid repeated characters, runs such as 123456 and common passwords',
  '密码过于简单：请勿使用重复字符、123456这类连续字符或常见密码',
  'Esta contraseña es demasiado fácil de adivinar: evite caracteres repetidos, series como 123456 y contraseñas comunes',
  'このパスワードは推測されやすすぎます。同じ文字の繰り返し、123456のような連番、よく使われるパスワードは避けてください',
);

// How many of a person's passwords a new one may not repeat: the current one and those before it.
export const PASSWORD_HISTORY = 5;

export const REUSED_PASSWORD_TEXT = text(
  `The new password must not be one of your last ${PASSWORD_HISTORY} passwords`,
  `新密码不能与最近${PASSWORD_HISTORY}次使用过的密码相同`,
  `La nueva contraseña no puede ser una de sus últimas ${PASSWORD_HISTORY} contraseñas`,
  `新しいパスワードに直近${PASSWORD_HISTORY}回のパスワードは使えません`,
);
