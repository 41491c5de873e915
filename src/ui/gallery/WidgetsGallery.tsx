/**
 * The component gallery's sections for the small widgets (BACKOFFICE-2, INSIGHT-4): the time picker, the
 * timeline, the share buttons and the weather, in their states. Their texts come from the widgets
 * area (src/i18n/<language>/widgets.json), imported here: the gallery is a local test bed, and
 * the widgets themselves take a `t` prop.
 */
import { type ReactNode, useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { TIMELINE_ALIGNMENTS, TIMELINE_COLOUR_NAMES } from '../../domain/timeline.ts';
import { translator } from '../../i18n/dictionary.ts';
import enWidgets from '../../i18n/en/widgets.json' with { type: 'json' };
import itWidgets from '../../i18n/it/widgets.json' with { type: 'json' };
import { createTranslate, type LooseTranslate } from '../../i18n/translate.ts';
import { ShareButtons } from '../ShareButtons.tsx';
import { Timeline, type TimelineEvent } from '../Timeline.tsx';
import { TimePicker } from '../TimePicker.tsx';
import { Weather } from '../Weather.tsx';

type SectionProps = { id: string; title: string; children: ReactNode };
type StateProps = { title: string; children: ReactNode; wide?: boolean };

function TimeDemo(props: {
  t: LooseTranslate;
  label: string;
  initial: string;
  size?: 'small' | 'medium' | 'big';
  labelPosition?: 'top' | 'left';
  required?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <TimePicker
      label={props.label}
      value={value}
      onChange={setValue}
      t={props.t}
      size={props.size}
      labelPosition={props.labelPosition}
      required={props.required}
      error={props.error ?? null}
      disabled={props.disabled}
    />
  );
}

const ICONS = ['plus', 'mail', 'note', 'move', 'id', 'door', 'alert', 'cross', 'dot'] as const;

export function WidgetsGallery({
  language,
  Section,
  State,
  states,
}: {
  language: Language;
  Section: (props: SectionProps) => ReactNode;
  State: (props: StateProps) => ReactNode;
  states: { default: string; filled: string; error: string; disabled: string };
}) {
  const site = translator(language);
  const t = createTranslate(
    {
      en: { ...enWidgets, 'error.required': language === 'en' ? site('error.required') : 'Required' },
      it: { ...itWidgets, 'error.required': language === 'it' ? site('error.required') : 'Obbligatorio' },
    },
    language,
  );
  const it = language === 'it';
  const events: TimelineEvent[] = TIMELINE_COLOUR_NAMES.map((colour, index) => ({
    id: colour,
    dateTime: `2026-11-${String(index + 10).padStart(2, '0')}T09:30:00Z`,
    date: `${index + 10}/11/2026 10:30`,
    title: `${colour}`,
    icon: ICONS[index % ICONS.length] ?? 'dot',
    colour,
    body: index === 0 ? <p>{it ? 'Da Maria Bianchi' : 'By Maria Bianchi'}</p> : undefined,
  }));
  const weather = {
    city: 'Firenze',
    country: 'IT',
    iconCode: '01d',
    label: 'sunny' as const,
    isNight: false,
    temperature: 21.5,
  };
  return (
    <>
      <Section id="time-picker" title="TimePicker">
        <State title={states.default}>
          <TimeDemo t={t} label={t('bo.checkin.from')} initial="" required />
        </State>
        <State title={states.filled}>
          <TimeDemo
            t={t}
            label={t('bo.checkin.checkout')}
            initial="10:30"
            size="small"
            labelPosition="left"
          />
        </State>
        <State title={states.error}>
          <TimeDemo
            t={t}
            label={t('bo.checkin.until')}
            initial="13:00"
            error={t('error.checkin.until.before.from')}
          />
        </State>
        <State title="big">
          <TimeDemo t={t} label={t('bo.checkin.from')} initial="14:00" size="big" />
        </State>
        <State title={states.disabled}>
          <TimeDemo t={t} label={t('bo.checkin.from')} initial="15:00" disabled />
        </State>
      </Section>

      <Section id="timeline" title="Timeline">
        {TIMELINE_ALIGNMENTS.map((alignment) => (
          <State key={alignment} title={alignment} wide>
            <Timeline
              events={alignment === 'RIGHT' ? events : events.slice(0, 4)}
              t={t}
              alignment={alignment}
            />
          </State>
        ))}
        <State title={states.default}>
          <Timeline events={[]} t={t} />
        </State>
      </Section>

      <Section id="share" title="ShareButtons">
        <State title={states.default} wide>
          <ShareButtons url="https://itaca.example/hotel/ca-dei-dogi-venezia" title="Ca' dei Dogi" t={t} />
        </State>
      </Section>

      <Section id="weather" title="Weather">
        <State title={states.filled}>
          <Weather state={{ kind: 'ready', weather }} t={t} language={language} />
        </State>
        <State title="isNight">
          <Weather
            state={{
              kind: 'ready',
              weather: { ...weather, iconCode: '10n', label: 'rain', isNight: true, temperature: 8 },
            }}
            t={t}
            language={language}
          />
        </State>
        <State title={states.error}>
          <Weather state={{ kind: 'unavailable' }} t={t} language={language} />
        </State>
      </Section>
    </>
  );
}
