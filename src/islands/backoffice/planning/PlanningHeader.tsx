/**
 * The planning's header: the period shown, previous / today / next, a month and a date to jump
 * to, the views D/W/M, and the settings menu's button (it opens with a click or an arrow key).
 */
import type { RefObject } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate, isIsoDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { type PlanningRange, type PlanningView, seasonOf, shiftStart } from './planning-view.ts';

export type PlanningHeaderProps = {
  t: Translate;
  language: Language;
  view: PlanningView;
  start: IsoDate;
  range: PlanningRange;
  hotelToday: IsoDate;
  /** Shows another period or view (`?view=` and `?from=`). */
  go: (view: PlanningView, start: IsoDate) => void;
  settingsButton: RefObject<HTMLButtonElement | null>;
  settingsOpen: boolean;
  /** Opens the settings menu under its button, or closes it (null). */
  setSettingsMenu: (anchor: HTMLElement | null) => void;
};

export function PlanningHeader({
  t,
  language,
  view,
  start,
  range,
  hotelToday,
  go,
  settingsButton,
  settingsOpen,
  setSettingsMenu,
}: PlanningHeaderProps) {
  const season = seasonOf(range.from);
  const periodLabel =
    range.view === 'D'
      ? formatLongDate(range.from, language)
      : `${formatLongDate(range.from, language)} – ${formatLongDate(range.to, language)}`;
  const prevLabel = t(`bo.planning.prev.${view}`);
  const nextLabel = t(`bo.planning.next.${view}`);
  return (
    <header className={`pg-header pg-header--${season}`}>
      <div className="pg-header__title">
        <h1>{t('bo.planning.title')}</h1>
        <p className="pg-header__period" aria-live="polite">
          {periodLabel}
        </p>
      </div>
      <div className="pg-toolbar">
        <div className="pg-toolbar__group">
          <button
            type="button"
            className="pg-tool"
            aria-label={prevLabel}
            title={prevLabel}
            onClick={() => go(view, shiftStart(view, start, -1))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="pg-tool pg-tool--text" onClick={() => go(view, hotelToday)}>
            {t('bo.planning.today')}
          </button>
          <button
            type="button"
            className="pg-tool"
            aria-label={nextLabel}
            title={nextLabel}
            onClick={() => go(view, shiftStart(view, start, 1))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <label className="pg-field">
          <span>{t('bo.planning.month')}</span>
          <input
            type="month"
            value={range.from.slice(0, 7)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isIsoDate(`${value}-01`)) go(view, `${value}-01`);
            }}
          />
        </label>
        <label className="pg-field">
          <span>{t('bo.planning.jump')}</span>
          <input
            type="date"
            value={start}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isIsoDate(value)) go(view, value);
            }}
          />
        </label>
        <fieldset className="pg-views">
          <legend className="visually-hidden">{t('bo.planning.view')}</legend>
          {(['D', 'W', 'M'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="pg-tool pg-tool--text"
              aria-pressed={view === option}
              onClick={() => go(option, option === 'M' ? range.from : start)}
            >
              {t(`bo.planning.view.${option}`)}
            </button>
          ))}
        </fieldset>
        <button
          ref={settingsButton}
          type="button"
          className="pg-tool pg-tool--text"
          aria-haspopup="menu"
          aria-expanded={settingsOpen}
          onClick={(event) => setSettingsMenu(settingsOpen ? null : event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setSettingsMenu(event.currentTarget);
            }
          }}
        >
          <span aria-hidden="true">⚙ </span>
          {t('bo.planning.settings')}
        </button>
      </div>
    </header>
  );
}
