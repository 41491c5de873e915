/** The component gallery's BookingForm section: a stay a week from today, and a disabled one. */
import { useMemo, useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { addDays, todayIso } from '../../domain/dates-format.ts';
import { BookingForm, type BookingValue } from '../BookingForm.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

function BookingDemo(props: {
  language: Language;
  id: string;
  initial: BookingValue;
  disabled?: boolean;
  today: string;
}) {
  const [value, setValue] = useState(props.initial);
  const [submitted, setSubmitted] = useState<BookingValue | null>(null);
  return (
    <>
      <BookingForm
        id={props.id}
        language={props.language}
        value={value}
        onChange={setValue}
        minDate={props.today}
        maxRange={14}
        maxGuests={8}
        disabled={props.disabled}
        onSubmit={setSubmitted}
      />
      <output className="gallery__output" data-testid={`${props.id}-value`}>
        {JSON.stringify(submitted ?? value)}
      </output>
    </>
  );
}

export function BookingGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  const today = useMemo(() => todayIso(), []);
  return (
    <Section id="booking" title="BookingForm">
      <State title={st.filled} wide>
        <BookingDemo
          id="booking-filled"
          language={language}
          today={today}
          initial={{
            checkin: addDays(today, 7),
            checkout: addDays(today, 10),
            people: { adults: 2, boys: 0, children: 1, kids: 0 },
          }}
        />
      </State>
      <State title={st.disabled}>
        <BookingDemo
          id="booking-disabled"
          language={language}
          today={today}
          disabled
          initial={{
            checkin: addDays(today, 1),
            checkout: addDays(today, 2),
            people: { adults: 1, boys: 0, children: 0, kids: 0 },
          }}
        />
      </State>
    </Section>
  );
}
