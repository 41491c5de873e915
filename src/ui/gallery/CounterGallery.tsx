/** The component gallery's Counter section: empty, at its maximum and disabled. */
import { useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { translator } from '../../i18n/dictionary.ts';
import { Counter } from '../Counter.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

function CounterDemo(props: {
  language: Language;
  label: string;
  initial: number;
  id: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <Counter
      id={props.id}
      label={props.label}
      language={props.language}
      value={value}
      onChange={setValue}
      min={0}
      max={10}
      step={1}
      disabled={props.disabled}
    />
  );
}

export function CounterGallery({ language }: GallerySectionProps) {
  const t = translator(language);
  const st = galleryStates(language);
  return (
    <Section id="counter" title="Counter">
      <State title={st.default}>
        <CounterDemo id="counter-default" language={language} label={t('people.adults')} initial={0} />
      </State>
      <State title={st.filled}>
        <CounterDemo id="counter-filled" language={language} label={t('people.children')} initial={10} />
      </State>
      <State title={st.disabled}>
        <CounterDemo
          id="counter-disabled"
          language={language}
          label={t('people.kids')}
          initial={2}
          disabled
        />
      </State>
    </Section>
  );
}
