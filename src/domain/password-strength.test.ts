import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'empty'],
    ['abc', 1, 'weak'],
    ['abcdefgh', 2, 'weak'],
    ['Abcdefg1', 4, 'fair'],
    ['Abcdef1!', 5, 'strong'],
    ['Abcdef1_x', 5, 'strong'],
    // every rule met but a character outside the allowed set (#): not strong
    ['Abcdef1!#', 5, 'fair'],
    ['Abc def1!', 4, 'fair'],
    [`A1!${'a'.repeat(30)}`, 4, 'fair'],
  ] as const)('%j → %i, %s', (password, score, level) => {
    const strength = passwordStrength(password);
    expect(strength.score).toBe(score);
    expect(strength.level).toBe(level);
  });
});
