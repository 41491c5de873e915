/**
 * The guest's consents (MARKETING, PROFILING), unticked, under a link to the guests' privacy
 * policy, on our own site (TRUST-1: the widget runs on the hotel's).
 */
import type { UseFormRegister } from 'react-hook-form';
import type { Language } from '../../../src/contracts/types.ts';
import { useController, useTranslate } from '../context.tsx';
import type { GuestFormValues } from './form.ts';

export function ConsentFields({
  id,
  language,
  register,
}: {
  id: (name: string) => string;
  language: Language;
  register: UseFormRegister<GuestFormValues>;
}) {
  const { t } = useTranslate();
  const controller = useController();
  return (
    <fieldset className="guest-fieldset">
      <legend>{t('widget.guest.consents')}</legend>
      <p className="guest-hint" id={id('consents-hint')}>
        {t('widget.guest.consents.hint')}
      </p>
      <p className="guest-hint">
        <a
          href={`${controller.serviceOrigin}${language === 'it' ? '/it' : ''}/privacy-guest`}
          target="_blank"
          rel="noopener"
        >
          {t('widget.guest.privacy')}
        </a>
      </p>
      {(['MARKETING', 'PROFILING'] as const).map((consent) => (
        <div className="guest-check" key={consent}>
          <input
            id={id(`consent-${consent}`)}
            type="checkbox"
            aria-describedby={id('consents-hint')}
            {...register(`guest.consents.${consent}`)}
          />
          <label htmlFor={id(`consent-${consent}`)}>{t(`widget.guest.consent.${consent}`)}</label>
        </div>
      ))}
    </fieldset>
  );
}
