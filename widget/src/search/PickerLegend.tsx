/**
 * The picker's legend: the marks of closed days and of days closed to arrival or departure, the
 * minimum stay from the chosen check-in, and the party the prices are for.
 */
import type { CalendarParty } from '../../../src/contracts/client/client.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { peopleSummary } from './people-limits.ts';
import { nightsText } from './picker-texts.ts';

export function PickerLegend({
  minStay,
  party,
  language,
}: {
  /** Nights of the minimum stay from the chosen check-in (1 when there is none). */
  minStay: number;
  party: Required<CalendarParty>;
  language: Language;
}) {
  const t = translator(language);
  return (
    <ul className="drp-legend">
      <li>
        <span className="drp-swatch is-closed" aria-hidden="true" />
        {t('widget.picker.legend.closed')}
      </li>
      <li>
        <span className="drp-swatch is-cta" aria-hidden="true" />
        {t('widget.picker.legend.cta')}
      </li>
      <li>
        <span className="drp-swatch is-ctd" aria-hidden="true" />
        {t('widget.picker.legend.ctd')}
      </li>
      {minStay > 1 && (
        <li className="drp-minstay">
          {t('widget.picker.legend.minstay', { nights: nightsText(t, minStay) })}
        </li>
      )}
      <li>{t('widget.picker.legend.prices', { party: peopleSummary(party, party.rooms, language) })}</li>
    </ul>
  );
}
