import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/dictionary.ts';
import { mealPlanList, mealPlanName } from './meal-plans.ts';

const t = (language: 'en' | 'it') => translator(language) as (key: string) => string;

describe('meal plans in words', () => {
  it('names every meal in both languages, the same text wherever it is shown', () => {
    expect(mealPlanName(t('en'), 'HALF_BOARD')).toBe('half board');
    expect(mealPlanName(t('it'), 'ALL_INCLUSIVE')).toBe('formula all inclusive');
  });

  it('lists meals with the language conjunction', () => {
    expect(mealPlanList(t('en'), ['BREAKFAST', 'DINNER'], 'en')).toBe('breakfast and dinner');
    expect(mealPlanList(t('it'), ['BREAKFAST', 'LUNCH', 'DINNER'], 'it')).toBe('colazione, pranzo e cena');
  });

  it('reads an unknown code as words, never as the raw code', () => {
    expect(mealPlanName(t('en'), 'AFTERNOON_TEA')).toBe('afternoon tea');
  });
});
