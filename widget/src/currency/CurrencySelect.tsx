/**
 * The display-currency select: a labelled native <select> (keyboard, screen readers and touch
 * behave as the platform does), the important currencies of PROPLIM-2 first in their own
 * group, the hotel's currency named as such. Choosing one converts every price the widget shows
 * (useMoney) and is kept for the guest's next visits; bookings stay charged in the hotel's
 * currency, as CurrencyNote says. The search panel places it (see widget/README.md).
 */
import { useId } from 'react';
import type { Language } from '../../../src/contracts/types.ts';
import { CURRENCY_NAMES } from '../../../src/domain/currency-names.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';
import { useFlow, useTranslate } from '../context.tsx';
import { useCurrency } from '../money.ts';
import { importantCount } from './store.ts';
import './currency.css';

const namesCache = new Map<Language, Intl.DisplayNames | null>();

/**
 * 'US Dollar' / 'dollaro statunitense': the shipped name of a supported currency, else
 * Intl.DisplayNames (costly the first time, CURRENCY_NAMES says why); the code itself where
 * Intl.DisplayNames is missing.
 */
export function currencyName(code: string, language: Language): string {
  const shipped = (CURRENCY_NAMES[language] as Readonly<Record<string, string>>)[code];
  if (shipped) return shipped;
  if (!namesCache.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([LOCALE[language]], { type: 'currency' });
    } catch {
      // Older browsers: codes only.
    }
    namesCache.set(language, names);
  }
  const name = namesCache.get(language)?.of(code);
  return name && name !== code ? name : code;
}

export function CurrencySelect({ className = '' }: { className?: string }) {
  const { profile } = useFlow();
  const { t, language } = useTranslate();
  const currency = useCurrency();
  const id = `currency${useId().replace(/[^\w-]/g, '')}`;
  if (profile.data === null) return null;

  const label = (code: string) => {
    const text = `${code} – ${currencyName(code, language)}`;
    return code === currency.hotel ? t('widget.currency.option.hotel', { name: text }) : text;
  };
  const important = importantCount(currency.options);
  const groups = [
    { key: 'main', label: t('widget.currency.main'), codes: currency.options.slice(0, important) },
    { key: 'other', label: t('widget.currency.other'), codes: currency.options.slice(important) },
  ].filter((group) => group.codes.length > 0);

  return (
    <div className={`currency-select ${className}`.trim()}>
      <label className="currency-label" htmlFor={id}>
        {t('widget.currency.label')}
      </label>
      <select
        id={id}
        className="currency-control"
        value={currency.wanted}
        onChange={(event) => currency.choose(event.currentTarget.value)}
      >
        {groups.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {group.codes.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
