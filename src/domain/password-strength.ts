/**
 * The strength meter of a new password (FMT-2 strong password: 8–32 characters, no
 * whitespace, a digit, a lowercase and an uppercase letter and one of @$!%*?&_+-.): which rules
 * the text meets, and a level for the meter. Strong only when STRONG_PASSWORD accepts it.
 */
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STRONG_PASSWORD,
  STRONG_PASSWORD_SPECIALS,
} from './formats.ts';

export const PASSWORD_RULES = ['length', 'digit', 'lower', 'upper', 'special'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];
export const PASSWORD_LEVELS = ['empty', 'weak', 'fair', 'strong'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];

export type PasswordStrength = { met: Record<PasswordRule, boolean>; score: number; level: PasswordLevel };

export function passwordStrength(password: string): PasswordStrength {
  const met: Record<PasswordRule, boolean> = {
    length:
      password.length >= PASSWORD_MIN_LENGTH &&
      password.length <= PASSWORD_MAX_LENGTH &&
      !/\s/.test(password),
    digit: /\d/.test(password),
    lower: /[a-z]/.test(password),
    upper: /[A-Z]/.test(password),
    special: [...password].some((ch) => STRONG_PASSWORD_SPECIALS.includes(ch)),
  };
  const score = PASSWORD_RULES.filter((rule) => met[rule]).length;
  const level: PasswordLevel =
    password === '' ? 'empty' : STRONG_PASSWORD.test(password) ? 'strong' : score >= 4 ? 'fair' : 'weak';
  return { met, score, level };
}
