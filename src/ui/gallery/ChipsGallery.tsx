/** The component gallery's Chips section: a hotel's services, none, some, in error and disabled. */
import { useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { translator } from '../../i18n/dictionary.ts';
import { Chips } from '../Chips.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

const SERVICES = ['wifi', 'parking', 'breakfast', 'pool', 'spa', 'pets'] as const;

const SERVICE_LABELS: Record<Language, Record<(typeof SERVICES)[number], string>> = {
  it: {
    wifi: 'Wi-Fi',
    parking: 'Parcheggio',
    breakfast: 'Colazione',
    pool: 'Piscina',
    spa: 'Spa',
    pets: 'Animali',
  },
  en: { wifi: 'Wi-Fi', parking: 'Parking', breakfast: 'Breakfast', pool: 'Pool', spa: 'Spa', pets: 'Pets' },
};

function ChipsDemo(props: {
  language: Language;
  initial: string[];
  id: string;
  disabled?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState(props.initial);
  const labels = SERVICE_LABELS[props.language];
  return (
    <Chips
      id={props.id}
      legend={props.language === 'it' ? 'Servizi' : 'Services'}
      language={props.language}
      options={SERVICES.map((value) => ({ value, label: labels[value] }))}
      value={value}
      onChange={setValue}
      disabled={props.disabled}
      error={props.error}
    />
  );
}

export function ChipsGallery({ language }: GallerySectionProps) {
  const t = translator(language);
  const st = galleryStates(language);
  return (
    <Section id="chips" title="Chips">
      <State title={st.default}>
        <ChipsDemo id="chips-default" language={language} initial={[]} />
      </State>
      <State title={st.filled}>
        <ChipsDemo id="chips-filled" language={language} initial={['wifi', 'breakfast']} />
      </State>
      <State title={st.error}>
        <ChipsDemo id="chips-error" language={language} initial={[]} error={t('error.required')} />
      </State>
      <State title={st.disabled}>
        <ChipsDemo id="chips-disabled" language={language} initial={['pool']} disabled />
      </State>
    </Section>
  );
}
