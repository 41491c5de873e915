/**
 * The guests of each room and the number of rooms: APG spinbuttons (src/ui/Counter.tsx) with the
 * age bands as hints; '+' is disabled once the room's total reaches the largest occupancy the
 * hotel offers (./people-limits.ts). Shown as a disclosure panel under the search bar.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Language } from '../../../src/contracts/types.ts';
import { AGE_BANDS, type AgeBand, MIN_ADULTS, type People } from '../../../src/domain/booking/types.ts';
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { Counter } from '../../../src/ui/Counter.tsx';
import { bandMax, COUNT_KEYS, type PeopleLimits } from './people-limits.ts';

const BAND_LABEL: Record<AgeBand, [label: MessageKey, hint: MessageKey]> = {
  adults: ['people.adults', 'people.adults.hint'],
  boys: ['people.boys', 'people.boys.hint'],
  children: ['people.children', 'people.children.hint'],
  kids: ['people.kids', 'people.kids.hint'],
};

export type PeoplePickerProps = {
  id: string;
  language: Language;
  people: People;
  rooms: number;
  limits: PeopleLimits;
  /** The error text, already translated, or null. */
  error: string | null;
  errorId: string;
  onChange: (patch: { people?: People; rooms?: number }) => void;
  onDone: () => void;
};

export function PeoplePicker(props: PeoplePickerProps) {
  const { id, language, people, rooms, limits, error, errorId, onChange, onDone } = props;
  const t = translator(language);
  const panel = useRef<HTMLFieldSetElement>(null);

  // The first counter takes the focus when the panel opens.
  useEffect(() => panel.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDone();
  };

  return (
    <fieldset
      id={id}
      ref={panel}
      className="search-people-panel"
      aria-describedby={error ? errorId : undefined}
      onKeyDown={onKeyDown}
    >
      <legend className="search-people-legend">{t('widget.search.people.legend')}</legend>
      <div className="search-counters">
        {AGE_BANDS.map((band) => {
          const [label, hint] = BAND_LABEL[band];
          return (
            <Counter
              key={band}
              id={`${id}-${band}`}
              label={t(label)}
              hint={t(hint)}
              language={language}
              value={people[band]}
              min={band === 'adults' ? MIN_ADULTS : 0}
              max={bandMax(people, band, limits)}
              valueText={(n) => t(n === 1 ? COUNT_KEYS[band][0] : COUNT_KEYS[band][1], { count: n })}
              onChange={(value) => onChange({ people: { ...people, [band]: value } })}
            />
          );
        })}
        {limits.maxRooms > 1 && (
          <Counter
            id={`${id}-rooms`}
            label={t('widget.search.rooms')}
            hint={t('widget.search.rooms.hint')}
            language={language}
            value={rooms}
            min={1}
            max={Math.max(rooms, limits.maxRooms)}
            valueText={(n) => t(n === 1 ? COUNT_KEYS.rooms[0] : COUNT_KEYS.rooms[1], { count: n })}
            onChange={(value) => onChange({ rooms: value })}
          />
        )}
      </div>
      <p className="search-people-max">{t('widget.search.people.max', { count: limits.maxTotal })}</p>
      {error && (
        <p className="search-error" id={errorId}>
          {error}
        </p>
      )}
      <button type="button" className="button secondary search-people-done" onClick={onDone}>
        {t('widget.search.people.done')}
      </button>
    </fieldset>
  );
}
