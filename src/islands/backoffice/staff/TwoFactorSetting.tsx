/**
 * The hotel's "require two-factor sign-in for owners and managers" (decision 061), under the staff
 * list: everyone who sees the staff sees it; only an owner changes it (the API refuses others too).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { twoFactorEndpoints } from '../../../contracts/routes/two-factor.ts';
import { FormStatus } from '../../shared/fields.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import type { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';

type Translate = ReturnType<typeof useBackofficeTranslations>;

export function TwoFactorSetting({
  hotelId,
  isOwner,
  t,
}: {
  hotelId: number;
  isOwner: boolean;
  t: Translate;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [required, setRequired] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRequired(
        (
          await secureApi(
            twoFactorEndpoints.getHotelTwoFactor,
            { params: { hotelId } },
            { fallback: 'Error getting the two-factor setting' },
          )
        ).required,
      );
    } catch (failure) {
      setError(timeoutMessage(failure, t) ?? t('bo.app.load.error'));
    }
  }, [t, hotelId]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (next: boolean) => {
    if (saving) return;
    setSaving(true);
    setError(null);
    setStatus(null);
    try {
      const saved = await secureApi(
        twoFactorEndpoints.setHotelTwoFactor,
        { params: { hotelId }, body: { required: next } },
        { fallback: 'Error saving the two-factor setting' },
      );
      setRequired(saved.required);
      setStatus(t('bo.staff.two.factor.saved'));
    } catch (failure) {
      const code = failure instanceof ApiRequestError ? failure.errors[0]?.code : undefined;
      setError(
        timeoutMessage(failure, t) ?? (code?.startsWith('error.') ? t.text(code) : t('bo.app.load.error')),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="bo-account-screen__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.staff.two.factor.title')}</h2>
      <div className="field field--checkbox">
        <div className="field-check">
          <input
            id={`${id}-required`}
            type="checkbox"
            checked={required ?? false}
            disabled={!isOwner || required === null}
            aria-describedby={`${id}-text`}
            onChange={(event) => void change(event.target.checked)}
          />
          <label htmlFor={`${id}-required`}>{t('bo.staff.two.factor.label')}</label>
        </div>
      </div>
      <p id={`${id}-text`}>{t('bo.staff.two.factor.text')}</p>
      <FormStatus error={error} status={status} />
    </section>
  );
}
