/** The component gallery's AmountInput section: a price and a percentage in their states. */
import { useState } from 'react';
import type { Language } from '../../contracts/types.ts';
import { AmountInput } from '../AmountInput.tsx';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

function AmountDemo(props: {
  language: Language;
  label: string;
  initial: string;
  type: 'PRICE' | 'PERCENTAGE';
  id: string;
  allowNegative?: boolean;
  currency?: string;
  disabled?: boolean;
  showError?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <AmountInput
      id={props.id}
      label={props.label}
      language={props.language}
      type={props.type}
      value={value}
      onChange={setValue}
      allowNegative={props.allowNegative}
      currency={props.currency}
      disabled={props.disabled}
      showError={props.showError}
      required
    />
  );
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
