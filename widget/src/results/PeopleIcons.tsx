/**
 * People icons (WIDGETUI-10 people icons): one figure per guest, smaller for younger age bands,
 * with the count written out when a band has many guests. The figures are one image whose
 * text alternative says the same in words ("2 adults, 1 child").
 */
import { AGE_BANDS, type AgeBand, type People } from '../../../src/domain/booking/types.ts';
import { useTranslate } from '../context.tsx';
import { peopleSummary } from './results-data.ts';

/** Beyond this many guests in a band, one figure and "×N". */
const MAX_FIGURES = 4;

const SIZE: Record<AgeBand, number> = { adults: 22, boys: 19, children: 16, kids: 13 };

function Figure({ band }: { band: AgeBand }) {
  const size = SIZE[band];
  return (
    <svg
      className={`people-icons__figure people-icons__figure--${band}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="6.5" r="4.5" fill="currentColor" />
      <path d="M3 23c0-5.5 4-9.5 9-9.5s9 4 9 9.5z" fill="currentColor" />
    </svg>
  );
}

export function PeopleIcons({
  people,
  className,
  label: given,
}: {
  people: People;
  className?: string;
  /** The image's text, when it is not the people themselves (a room's capacity). */
  label?: string;
}) {
  const { t, language } = useTranslate();
  const label = given ?? peopleSummary(people, t, language);
  return (
    <span className={`people-icons ${className ?? ''}`.trim()} role="img" aria-label={label} title={label}>
      {AGE_BANDS.filter((band) => people[band] > 0).map((band) => (
        <span key={band} className="people-icons__band" data-band={band}>
          {people[band] > MAX_FIGURES ? (
            <>
              <Figure band={band} />
              <span className="people-icons__count">×{people[band]}</span>
            </>
          ) : (
            Array.from({ length: people[band] }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical figures, never reordered.
              <Figure key={i} band={band} />
            ))
          )}
        </span>
      ))}
    </span>
  );
}
