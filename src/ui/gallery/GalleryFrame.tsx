/**
 * The frame every section of the component gallery shares: a titled section holding one card per
 * state of its widget, and the names of the four states (default, filled, error, disabled).
 */
import type { ReactNode } from 'react';
import type { Language } from '../../contracts/types.ts';
import { translator } from '../../i18n/dictionary.ts';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery__section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="gallery__states">{children}</div>
    </section>
  );
}

export function State({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`gallery__state card${wide ? ' gallery__state--wide' : ''}`}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

export type GalleryStates = { default: string; filled: string; error: string; disabled: string };

/** The titles of a widget's states, in the page's language. */
export function galleryStates(language: Language): GalleryStates {
  const t = translator(language);
  return {
    default: t('dev.components.state.default'),
    filled: t('dev.components.state.filled'),
    error: t('dev.components.state.error'),
    disabled: t('dev.components.state.disabled'),
  };
}

/** What every gallery section receives: the page's language. */
export type GallerySectionProps = { language: Language };

/**
 * The props of a gallery demo of `Widget`: the widget's own props but its value and change
 * handler, which the demo keeps in its state from `initial`.
 */
export type DemoProps<Widget extends (props: never) => ReactNode, Value> = Omit<
  Parameters<Widget>[0],
  'value' | 'onChange'
> & { initial: Value };
