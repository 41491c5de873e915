/** The component gallery's AmountInput section: a price and a percentage in their states. */
import { useState } from 'react';
import { AmountInput } from '../AmountInput.tsx';
import { type DemoProps, type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

/** An AmountInput driven by its own state, as a form would drive it. */
function AmountDemo({ initial, ...props }: DemoProps<typeof AmountInput, string>) {
  const [value, setValue] = useState(initial);
  return <AmountInput {...props} value={value} onChange={setValue} required />;
}

export function AmountGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  const price = language === 'it' ? 'Prezzo per notte' : 'Price per night';
  const discount = language === 'it' ? 'Sconto' : 'Discount';
  return (
    <Section id="amount" title="AmountInput">
      <State title={`${st.default} (PRICE, EUR)`}>
        <AmountDemo id="amount-default" language={language} label={price} type="PRICE" initial="" />
      </State>
      <State title={`${st.filled} (PERCENTAGE)`}>
        <AmountDemo id="amount-filled" language={language} label={discount} type="PERCENTAGE" initial="15" />
      </State>
      <State title={`${st.filled} (USD, negatives)`}>
        <AmountDemo
          id="amount-usd"
          language={language}
          label={price}
          type="PRICE"
          currency="USD"
          allowNegative
          initial="-12.50"
        />
      </State>
      <State title={st.error}>
        <AmountDemo
          id="amount-error"
          language={language}
          label={discount}
          type="PERCENTAGE"
          initial="150"
          showError
        />
      </State>
      <State title={st.disabled}>
        <AmountDemo
          id="amount-disabled"
          language={language}
          label={price}
          type="PRICE"
          initial="99.90"
          disabled
        />
      </State>
    </Section>
  );
}
