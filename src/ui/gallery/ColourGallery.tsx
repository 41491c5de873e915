/** The component gallery's ColourPicker section: the three Material palettes, and disabled. */
import { useState } from 'react';
import { ColourPicker } from '../ColourPicker.tsx';
import { type DemoProps, type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

/** A ColourPicker driven by its own state. */
function ColourDemo({ initial, ...props }: DemoProps<typeof ColourPicker, string | null>) {
  const [value, setValue] = useState(initial);
  return <ColourPicker {...props} value={value} onChange={setValue} />;
}

export function ColourGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  return (
    <Section id="colour" title="ColourPicker">
      <State title={`${st.default} (material)`}>
        <ColourDemo
          id="colour-default"
          language={language}
          label="Material"
          palette="material"
          initial={null}
        />
      </State>
      <State title={`${st.filled} (material-accent)`}>
        <ColourDemo
          id="colour-accent"
          language={language}
          label="Material accent"
          palette="material-accent"
          initial="#7c4dff"
        />
      </State>
      <State title={`${st.filled} (material-full)`} wide>
        <div className="gallery__scroll">
          <ColourDemo
            id="colour-full"
            language={language}
            label="Material full"
            palette="material-full"
            initial="#6a1b9a"
          />
        </div>
      </State>
      <State title={st.disabled}>
        <ColourDemo
          id="colour-disabled"
          language={language}
          label="Material"
          palette="material"
          initial="#4caf50"
          disabled
        />
      </State>
    </Section>
  );
}
