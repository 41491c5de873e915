/** The component gallery's CountdownBadge section: two days away, four seconds away, and expired. */
import { useMemo } from 'react';
import { CountdownBadge } from '../CountdownBadge.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

export function CountdownGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  const now = useMemo(() => Date.now(), []);
  return (
    <Section id="countdown" title="CountdownBadge">
      <State title={st.default}>
        <CountdownBadge end={now + 2 * 86_400_000 + 3_723_000} language={language} />
      </State>
      <State title={`${st.filled} (4 s)`}>
        <div data-testid="countdown-soon">
          <CountdownBadge end={now + 4000} language={language} diameter={120} />
        </div>
      </State>
      <State title="!">
        <CountdownBadge end={now - 1000} language={language} diameter={80} />
      </State>
    </Section>
  );
}
