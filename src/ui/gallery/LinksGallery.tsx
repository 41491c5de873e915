/** The component gallery's SafeLink section: web, mail and phone links, and two unsafe ones it refuses. */
import { SafeLink } from '../SafeLink.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

/** Built at run time so that no script URL sits in the source. */
const SCRIPT_URL = ['javascript', 'alert(1)'].join(':');

export function LinksGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  return (
    <Section id="links" title="SafeLink">
      <State title={st.default}>
        <ul className="gallery__links">
          <li>
            <SafeLink href="https://example.com/" language={language} target="_blank">
              https://example.com/
            </SafeLink>
          </li>
          <li>
            <SafeLink href="mailto:info@itaca.example" language={language}>
              info@itaca.example
            </SafeLink>
          </li>
          <li>
            <SafeLink href="tel:+390612345678" language={language}>
              +39 06 1234 5678
            </SafeLink>
          </li>
        </ul>
      </State>
      <State title={st.error}>
        <ul className="gallery__links" data-testid="unsafe-links">
          <li>
            <SafeLink href={SCRIPT_URL} language={language}>
              javascript:alert(1)
            </SafeLink>
          </li>
          <li>
            <SafeLink href="data:text/html,hi" language={language}>
              data:text/html
            </SafeLink>
          </li>
        </ul>
      </State>
    </Section>
  );
}
