/**
 * /secure/property/address (PROPERTY): the hotel's address with its map (AddressEntry: search or
 * manual entry with a draggable marker), validated by the same schema as the worker
 * (src/contracts/secure/address.ts) and saved at the hotel's property version: a 409 reloads and
 * says so. What the manager typed is kept when a save fails.
 */
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../../contracts/client/http.ts';
import { toFieldErrors } from '../../../../contracts/error-codes.ts';
import { addressEndpoints } from '../../../../contracts/routes/address.ts';
import { type HotelAddressView, hotelAddressSave } from '../../../../contracts/secure/address.ts';
import type { AddressInfo } from '../../../../contracts/types.ts';
import type { MessageKey } from '../../../../i18n/dictionary.ts';
import { AddressEntry } from '../../../../ui/AddressEntry.tsx';
import { localPlacesProvider } from '../../../../ui/places/local.ts';
import { timeoutMessage } from '../../../shared/request-error.ts';
import { useBackofficeTranslations } from '../../app/i18n.ts';
import { useLeaveGuard } from '../../app/leave-guard.ts';
import { secureApi } from '../../app/request.ts';
import type { ScreenProps } from '../../screen.ts';
import '../gallery/gallery.css';

const places = localPlacesProvider();

export default function AddressScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [view, setView] = useState<HotelAddressView | null>(null);
  const [draft, setDraft] = useState<AddressInfo>({});
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // Typed or moved and not saved: leaving asks first.
  const unsaved = view !== null && JSON.stringify(draft) !== JSON.stringify(view.addressInfo);
  useLeaveGuard(unsaved ? t('bo.unsaved.leave') : null);

  const reload = useCallback(async () => {
    try {
      const loaded = await secureApi(
        addressEndpoints.getHotelAddress,
        { params: { hotelId: hotel.id } },
        { fallback: 'Error getting the address' },
      );
      setView(loaded);
      setDraft(loaded.addressInfo);
      setLoadError(null);
    } catch (error) {
      setLoadError(timeoutMessage(error, t) ?? t('bo.address.load.error'));
    }
  }, [t, hotel.id]);

  useEffect(() => {
    setView(null);
    void reload();
  }, [reload]);

  const fieldErrors = (issues: { field: string; code: string }[]) => {
    const next: Record<string, string> = {};
    for (const { field, code } of issues) {
      const part = field.replace(/^addressInfo\./, '').split('.')[0] ?? field;
      next[part === 'street' ? 'address' : part] ??= t.text(code as MessageKey, { count: 200 });
    }
    if (!draft.geo) next.geo = t('bo.address.missing.geo');
    return next;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!view) return;
    setMessage(null);
    const body = { addressInfo: draft, version: view.version };
    const parsed = hotelAddressSave.safeParse(body, { reportInput: true });
    if (!parsed.success || !draft.geo) {
      setErrors(fieldErrors(parsed.success ? [] : toFieldErrors(parsed.error.issues)));
      setMessage({ text: t('bo.address.invalid'), error: true });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await secureApi(
        addressEndpoints.saveHotelAddress,
        { params: { hotelId: hotel.id }, body: parsed.data },
        { fallback: 'Error saving the address' },
      );
      setView(saved);
      setDraft(saved.addressInfo);
      setMessage({ text: t('bo.address.saved'), error: false });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        setMessage({ text: t('bo.address.changed'), error: true });
        const typed = draft;
        await reload();
        setDraft(typed);
      } else if (error instanceof ApiRequestError && error.status === 400) {
        setErrors(fieldErrors(error.errors));
        setMessage({ text: t('bo.address.invalid'), error: true });
      } else {
        setMessage({
          text: timeoutMessage(error, t) ?? (error instanceof Error ? error.message : String(error)),
          error: true,
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="bo-gallery" aria-labelledby="bo-address-title">
      <h1 className="bo-gallery__title" id="bo-address-title">
        {t('bo.address.title')}
      </h1>
      <p>{t('bo.address.intro')}</p>
      {loadError !== null && (
        <div className="bo-gallery__error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button button--secondary" onClick={() => void reload()}>
            {t('bo.gallery.retry')}
          </button>
        </div>
      )}
      {view === null && loadError === null && <p role="status">{t('generic.loading')}</p>}
      {view !== null && (
        <form className="bo-address" noValidate onSubmit={(event) => void save(event)}>
          <AddressEntry
            value={draft}
            onChange={setDraft}
            language={language}
            provider={places}
            t={t}
            errors={errors}
          />
          <p
            className={message?.error ? 'bo-gallery__error' : 'bo-gallery__status'}
            role={message?.error ? 'alert' : 'status'}
          >
            {message?.text}
          </p>
          <div>
            <button type="submit" className="button" disabled={busy}>
              {t('bo.address.save')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
