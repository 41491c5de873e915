/** The component gallery's Counter section: empty, at its maximum and disabled. */
import { useState } from 'react';
import { translator } from '../../i18n/dictionary.ts';
import { Counter } from '../Counter.tsx';
import { type DemoProps, type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

/** A Counter from 0 to 10 driven by its own state. */
function CounterDemo({ initial, ...props }: DemoProps<typeof Counter, number>) {
  const [value, setValue] = useState(initial);
  return <Counter {...props} value={value} onChange={setValue} min={0} max={10} step={1} />;
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
