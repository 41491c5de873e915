/**
 * The end of every public request form: the privacy notice with its link, the form's error and
 * progress lines, and the submit button (aria-disabled while sending, so that it keeps the focus).
 */
import type { Language } from '../../contracts/types.ts';
import { localePath } from '../../i18n/paths.ts';
import type { Translate } from '../../i18n/translate.ts';
import { FormStatus } from './fields.tsx';

export type RequestFooterProps = {
  language: Language;
  t: Translate<'legal.privacy.notice' | 'legal.privacy.link'>;
  formError: string | null;
  /** The progress line while sending (none when the form has no such line). */
  status?: string | null;
  sending: boolean;
  submitLabel: string;
};

export function RequestFooter({ language, t, formError, status, sending, submitLabel }: RequestFooterProps) {
  return (
    <>
      <p className="form-hint">
        {t('legal.privacy.notice')} <a href={localePath(language, '/privacy')}>{t('legal.privacy.link')}</a>
      </p>
      <FormStatus error={formError} status={status} />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={sending}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
