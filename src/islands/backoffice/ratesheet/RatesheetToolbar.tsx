/**
 * The ratesheet's header: the dates in view, previous / today / next (by the dates in view, or a
 * new sheet past its year), a date to jump to, and the bulk edit's button.
 */

import type { RefObject } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { addDays, formatLongDate, isIsoDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { plural } from '../reservations/texts.ts';
import type { GridControl } from './ratesheet-grid-types.ts';
import { dateIndex, pageStep, SHEET_DAYS } from './ratesheet-window.ts';

export type RatesheetToolbarProps = {
  t: Translate;
  language: Language;
  /** The sheet has room types (the bulk edit needs one). */
  canBulkEdit: boolean;
  control: RefObject<GridControl | null>;
  navigate: (path: string) => void;
  today: string;
  from: string;
  size: number;
  shown: { first: number; last: number };
  /** Opens the bulk edit from the toolbar's button (focus returns to it). */
  openBulk: (opener: HTMLElement) => void;
};

export function RatesheetToolbar({
  t,
  language,
  canBulkEdit,
  control,
  navigate,
  today,
  from,
  size,
  shown,
  openBulk,
}: RatesheetToolbarProps) {
  const dateText = (date: string) => formatLongDate(date, language);
  const go = (first: string) => navigate(first === today ? '/ratesheet' : `/ratesheet?from=${first}`);
  const step = pageStep(shown);
  const page = (direction: 1 | -1) => {
    const first = control.current?.firstShown() ?? 0;
    const target = first + direction * step;
    if (target >= 0 && target < SHEET_DAYS - size) control.current?.showColumn(target);
    else go(addDays(from, target));
  };
  const jump = (date: string) => {
    const index = dateIndex(from, date, SHEET_DAYS);
    if (index >= 0 && index < SHEET_DAYS - size) control.current?.showColumn(index);
    else go(date);
  };

  const periodFrom = addDays(from, shown.first);
  const periodTo = addDays(from, Math.max(shown.first, shown.last));
  return (
    <header className="rs-header">
      <div className="rs-header__title">
        <h1>{t('bo.ratesheet.title')}</h1>
        <p className="rs-header__period">
          {periodFrom === periodTo ? dateText(periodFrom) : `${dateText(periodFrom)} – ${dateText(periodTo)}`}
        </p>
      </div>
      <div className="rs-toolbar">
        <div className="rs-toolbar__group">
          <button
            type="button"
            className="rs-tool"
            aria-label={plural(t, 'bo.ratesheet.prev', step)}
            title={plural(t, 'bo.ratesheet.prev', step)}
            onClick={() => page(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="rs-tool rs-tool--text" onClick={() => jump(today)}>
            {t('bo.ratesheet.today')}
          </button>
          <button
            type="button"
            className="rs-tool"
            aria-label={plural(t, 'bo.ratesheet.next', step)}
            title={plural(t, 'bo.ratesheet.next', step)}
            onClick={() => page(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <label className="rs-field">
          <span>{t('bo.ratesheet.jump')}</span>
          <input
            type="date"
            value={periodFrom}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isIsoDate(value)) jump(value);
            }}
          />
        </label>
        <button
          type="button"
          className="rs-tool rs-tool--text rs-tool--primary"
          disabled={!canBulkEdit}
          onClick={(event) => openBulk(event.currentTarget)}
        >
          {t('bo.ratesheet.bulk.open')}
        </button>
      </div>
    </header>
  );
}
