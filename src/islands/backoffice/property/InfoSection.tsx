/**
 * Hotel info (spec 001 §2 hotel form, §3 Hotel, §4 entire accommodation, §5, §9): a read-only
 * view (type, name, stars only for HOTEL, rooms not for apartment-like types) and an edit form
 * behind a disclosure button. The form runs the API's schema before saving; a failed save keeps
 * the typed values (a 409 reloads the version underneath, so saving again replaces the other change).
 */
import { useId, useRef, useState } from 'react';
import { type HotelInfoView, hotelInfoForm } from '../../../contracts/secure/property.ts';
import { isApartmentLike, ROOMS_NUMBER_OPEN_ENDED, roomsNumberLabel } from '../../../domain/hotel-types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureRequest } from '../app/request.ts';
import {
  errorsOfIssues,
  errorsOfResponse,
  type FieldErrors,
  failureText,
  firstField,
  firstInvalid,
  Notices,
  useFocusAfterRender,
} from './form.tsx';
import { type HotelDraft, HotelInfoFields, hotelValues } from './HotelInfoFields.tsx';

export const draftOf = (info: HotelInfoView): HotelDraft => ({
  type: info.type,
  name: info.name,
  stars: info.stars === null ? '' : String(info.stars),
  // The form's choices end at '20+' (ROOMS_NUMBER_OPEN_ENDED): a larger stored count (28) is that
  // choice, not a value the list lacks (which the browser would show as its first option, '1').
  roomsNumber: String(Math.min(info.roomsNumber, ROOMS_NUMBER_OPEN_ENDED)),
  entireAccommodation: info.entireAccommodation,
});

export type InfoSectionProps = {
  hotelId: number;
  info: HotelInfoView;
  t: Translate;
  onSaved: (info: HotelInfoView) => void;
  reload: () => Promise<void>;
};

export function InfoSection({ hotelId, info, t, onSaved, reload }: InfoSectionProps) {
  const id = `info${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<HotelDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();

  const open = () => {
    setDraft(draftOf(info));
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const close = () => {
    setDraft(null);
    setErrors({});
    focusLater(() => editRef.current);
  };
  const change = (patch: Partial<HotelDraft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));

  const save = async () => {
    if (!draft || busy) return;
    const body = hotelValues(draft);
    const parsed = hotelInfoForm.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureRequest<HotelInfoView>(`hotels/${hotelId}/property/info`, {
        method: 'PUT',
        body: { ...parsed.data, version: info.version },
        fallback: 'Error saving the hotel info',
      });
      onSaved(saved);
      setStatus(t('bo.property.saved'));
      // The edit button is enabled again before focus returns to it.
      setBusy(false);
      close();
    } catch (error) {
      setErrors(errorsOfResponse(error));
      setAlert(failureText(error, t));
      if (error instanceof Error && 'status' in error && error.status === 409) await reload();
    } finally {
      setBusy(false);
    }
  };

  const typeName = (type: string) => t.text(`hotel.type.${type}`);
  const apartment = isApartmentLike(info.type);

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.info.heading')}</h2>
        <button
          ref={editRef}
          type="button"
          className="button button--secondary"
          aria-expanded={draft !== null}
          aria-controls={`${id}-form`}
          onClick={draft ? close : open}
          disabled={busy}
        >
          {t('bo.property.info.edit')}
        </button>
      </div>
      <Notices status={status} error={alert} />
      {draft ? (
        <form
          id={`${id}-form`}
          ref={formRef}
          className="bo-property__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <HotelInfoFields t={t} draft={draft} errors={errors} onChange={change} />
          <div className="bo-property__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('bo.property.saving') : t('bo.property.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
              {t('bo.property.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <dl className="bo-property__view">
          <div>
            <dt>{t('bo.property.info.type')}</dt>
            <dd>{typeName(info.type)}</dd>
          </div>
          <div>
            <dt>{t('bo.property.info.name')}</dt>
            <dd>{info.name}</dd>
          </div>
          {info.type === 'HOTEL' && info.stars !== null ? (
            <div>
              <dt>{t('bo.property.info.stars')}</dt>
              <dd>{t('bo.property.info.stars.value', { count: info.stars })}</dd>
            </div>
          ) : null}
          {apartment ? (
            <div>
              <dt>{t('bo.property.info.entire')}</dt>
              <dd>{t(info.entireAccommodation ? 'bo.property.info.yes' : 'bo.property.info.no')}</dd>
            </div>
          ) : (
            <div>
              <dt>{t('bo.property.info.rooms')}</dt>
              <dd>{roomsNumberLabel(info.roomsNumber)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
