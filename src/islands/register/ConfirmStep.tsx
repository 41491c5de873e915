/** The register wizard's last step: the recap and the consents to the terms and the privacy notice. */
import type { Language, Plan } from '../../contracts/types.ts';
import type { Translate } from '../../i18n/translate.ts';
import { CheckboxInput, type FieldErrors } from '../backoffice/property/form.tsx';
import { hotelValues } from '../backoffice/property/HotelInfoFields.tsx';
import { siteUrl } from '../shared/navigation.ts';
import { RegisterRecap } from './RegisterRecap.tsx';
import { fieldError, type RegisterDraft } from './register-steps.ts';

export function ConfirmStep({
  t,
  language,
  draft,
  plans,
  errors,
  onChange,
}: {
  t: Translate;
  language: Language;
  draft: RegisterDraft;
  plans: Plan[] | null;
  errors: FieldErrors;
  onChange: (patch: Pick<Partial<RegisterDraft>, 'terms' | 'privacy'>) => void;
}) {
  const field = fieldError(t, errors);
  return (
    <>
      <RegisterRecap
        t={t}
        language={language}
        account={draft.account}
        hotel={hotelValues(draft.hotel)}
        plan={plans?.find((p) => p.id === draft.selection?.planId) ?? null}
        selection={draft.selection}
        billing={draft.billing}
      />
      <CheckboxInput
        label={t('register.terms')}
        checked={draft.terms}
        onChange={(terms) => onChange({ terms })}
        hint={
          <a href={siteUrl(language, '/terms')} target="_blank" rel="noopener">
            {t('register.terms.link')}
          </a>
        }
        error={field('terms')}
      />
      <CheckboxInput
        label={t('register.privacy')}
        checked={draft.privacy}
        onChange={(privacy) => onChange({ privacy })}
        hint={
          <a href={siteUrl(language, '/privacy')} target="_blank" rel="noopener">
            {t('register.privacy.link')}
          </a>
        }
        error={field('privacy')}
      />
    </>
  );
}
