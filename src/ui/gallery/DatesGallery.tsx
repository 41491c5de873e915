/** The component gallery's DateInput section: a date of birth, empty, filled, in error and disabled. */
import { useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { todayIso } from '../../domain/dates-format.ts';
import { DateInput } from '../DateInput.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

function DateDemo(props: {
  language: Language;
  id: string;
  initial: string | null;
  disabled?: boolean;
  showError?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <>
      <DateInput
        id={props.id}
        label={props.language === 'it' ? 'Data di nascita' : 'Date of birth'}
        language={props.language}
        value={value}
        onChange={setValue}
        disabled={props.disabled}
        showError={props.showError}
        required
        max={todayIso()}
      />
      <output className="gallery__output" data-testid={`${props.id}-value`}>
        {value ?? '—'}
      </output>
    </>
  );
}

export function DatesGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  return (
    <Section id="dates" title="DateInput">
      <State title={st.default}>
        <DateDemo id="date-default" language={language} initial={null} />
      </State>
      <State title={st.filled}>
        <DateDemo id="date-filled" language={language} initial="1985-06-15" />
      </State>
      <State title={st.error}>
        <DateDemo id="date-error" language={language} initial={null} showError />
      </State>
      <State title={st.disabled}>
        <DateDemo id="date-disabled" language={language} initial="1990-01-01" disabled />
      </State>
    </Section>
  );
}
