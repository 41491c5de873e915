/** The component gallery's ColourPicker section: the three Material palettes, and disabled. */
import { useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { ColourPicker } from '../ColourPicker.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

function ColourDemo(props: {
  language: Language;
  label: string;
  id: string;
  palette: 'material' | 'material-full' | 'material-accent';
  initial: string | null;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <ColourPicker
      id={props.id}
      label={props.label}
      language={props.language}
      palette={props.palette}
      value={value}
      onChange={setValue}
      disabled={props.disabled}
    />
  );
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
