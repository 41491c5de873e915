/**
 * The component gallery (`/dev/components`, local builds only): every shared widget in its
 * states (default, filled, error, disabled), one section per widget in its own file. It is the
 * test bed of tests/e2e/components.spec.ts, which drives each widget here in Chromium and runs
 * axe on the page.
 */
import type { Language } from '../../contracts/types.ts';
import { translator } from '../../i18n/dictionary.ts';
import { AmountGallery } from './AmountGallery.tsx';
import { BookingGallery } from './BookingGallery.tsx';
import { CancellationGallery } from './CancellationGallery.tsx';
import { ChartsGallery } from './ChartsGallery.tsx';
import { ChipsGallery } from './ChipsGallery.tsx';
import { ColourGallery } from './ColourGallery.tsx';
import { CountdownGallery } from './CountdownGallery.tsx';
import { CounterGallery } from './CounterGallery.tsx';
import { DatesGallery } from './DatesGallery.tsx';
import { galleryStates, Section, State } from './GalleryFrame.tsx';
import { LinksGallery } from './LinksGallery.tsx';
import { PlacesGallery } from './PlacesGallery.tsx';
import { ReviewWidgetsDemo } from './ReviewWidgetsDemo.tsx';
import { WidgetsGallery } from './WidgetsGallery.tsx';
import './ComponentGallery.css';
import { StepperWidgetsSection } from './StepperGallery.tsx';

type Props = { language: Language };

/** The table of contents: each section's anchor and the widgets it shows. */
const CONTENTS = [
  ['amount', 'AmountInput'],
  ['counter', 'Counter'],
  ['chips', 'Chips'],
  ['colour', 'ColourPicker'],
  ['places', 'Address / City autocomplete'],
  ['dates', 'DateInput'],
  ['booking', 'BookingForm'],
  ['cancellation', 'CancellationBar / PolicySummary'],
  ['countdown', 'CountdownBadge'],
  ['links', 'SafeLink'],
  ['charts', 'Chart'],
  ['reviews', 'ReviewSummary / ReviewCard / UploadButton'],
] as const;

export function ComponentGallery({ language }: Props) {
  const t = translator(language);
  return (
    <div className="gallery">
      <nav className="gallery__toc" aria-label={t('dev.components.title')}>
        <ul>
          {CONTENTS.map(([id, name]) => (
            <li key={id}>
              <a href={`#${id}`}>{name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <AmountGallery language={language} />
      <CounterGallery language={language} />
      <ChipsGallery language={language} />
      <ColourGallery language={language} />
      <PlacesGallery language={language} />
      <DatesGallery language={language} />
      <BookingGallery language={language} />
      <CancellationGallery language={language} />
      <CountdownGallery language={language} />
      <LinksGallery language={language} />
      <ChartsGallery language={language} />
      <Section id="reviews" title="ReviewSummary / ReviewCard / UploadButton">
        <ReviewWidgetsDemo language={language} />
      </Section>
      <StepperWidgetsSection language={language} />
      {/* The small widgets (BACKOFFICE-2, INSIGHT-4): time picker, timeline, share buttons, weather. */}
      <WidgetsGallery language={language} Section={Section} State={State} states={galleryStates(language)} />
    </div>
  );
}
