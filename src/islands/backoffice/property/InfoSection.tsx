/**
 * Hotel info (spec 001 §2 hotel form, §3 Hotel, §4 entire accommodation, §5, §9): a read-only
 * view (type, name, stars only for HOTEL, rooms not for apartment-like types) and an edit form
 * behind a disclosure button. The form runs the API's schema before saving; a failed save keeps
 * the typed values (a 409 reloads the version underneath, so saving again replaces the other change).
 */
import { useId, useRef, useState } from 'react';
import {
  isApartmentLike,
  ROOMS_NUMBER_OPEN_ENDED,
  roomsNumberLabel,
  STARS_MAX,
} from '../../../domain/hotel-types.ts';
import {
  canBeEntireAccommodation,
  HOTEL_NAME_MAX_LENGTH,
  PROPERTY_HOTEL_TYPES,
} from '../../../domain/property.ts';
import { type HotelInfoView, hotelInfoForm } from '../../../schemas/secure/property.ts';
import type { Translate } from '../../shared/i18n.ts';
import { secureRequest } from '../app/request.ts';
import {
  CheckboxInput,
  errorsOfIssues,
  errorsOfResponse,
  errorText,
  type FieldErrors,
  failureText,
  firstField,
  firstInvalid,
  Notices,
  SelectInput,
  TextInput,
  useFocusAfterRender,
} from './form.tsx';

type Draft = { type: string; name: string; stars: string; roomsNumber: string; entireAccommodation: boolean };

const draftOf = (info: HotelInfoView): Draft => ({
  type: info.type,
  name: info.name,
  stars: info.stars === null ? '' : String(info.stars),
  roomsNumber: String(info.roomsNumber),
  entireAccommodation: info.entireAccommodation,
});

const STARS = Array.from({ length: STARS_MAX }, (_, i) => i + 1);
const ROOMS = Array.from({ length: ROOMS_NUMBER_OPEN_ENDED }, (_, i) => i + 1);

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
  const [draft, setDraft] = useState<Draft | null>(null);
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
  const change = (patch: Partial<Draft>) =>
    setDraft((current) => (current ? { ...current, ...patch } : current));

  const values = (d: Draft) => {
    const entire =
      d.entireAccommodation && canBeEntireAccommodation({ type: d.type, roomsNumber: Number(d.roomsNumber) });
    return {
      type: d.type,
      name: d.name,
      stars: d.type === 'HOTEL' && d.stars !== '' ? Number(d.stars) : null,
      roomsNumber: Number(d.roomsNumber),
      entireAccommodation: entire,
    };
  };

  const save = async () => {
    if (!draft || busy) return;
    const body = values(draft);
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
  const draftApartment = draft ? isApartmentLike(draft.type) : false;
  const entireOffered = draft
    ? canBeEntireAccommodation({ type: draft.type, roomsNumber: Number(draft.roomsNumber) })
    : false;

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
          <SelectInput
            label={t('bo.property.info.type')}
            required
            value={draft.type}
            options={PROPERTY_HOTEL_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
            onChange={(type) =>
              change({ type, entireAccommodation: isApartmentLike(type) ? draft.entireAccommodation : false })
            }
            error={errorText(t, errors.type)}
          />
          <TextInput
            label={t('bo.property.info.name')}
            required
            value={draft.name}
            maxLength={HOTEL_NAME_MAX_LENGTH + 20}
            onChange={(name) => change({ name })}
            error={errorText(t, errors.name, { count: HOTEL_NAME_MAX_LENGTH })}
          />
          {draft.type === 'HOTEL' ? (
            <SelectInput
              label={t('bo.property.info.stars')}
              required
              value={draft.stars}
              placeholder={t('bo.property.info.stars.choose')}
              options={STARS.map((n) => ({
                value: String(n),
                label: t('bo.property.info.stars.value', { count: n }),
              }))}
              onChange={(stars) => change({ stars })}
              error={errorText(t, errors.stars, { num: STARS_MAX })}
            />
          ) : null}
          {draft.entireAccommodation && draftApartment ? null : (
            <SelectInput
              label={t('bo.property.info.rooms')}
              required
              value={draft.roomsNumber}
              options={ROOMS.map((n) => ({ value: String(n), label: roomsNumberLabel(n) }))}
              onChange={(roomsNumber) => change({ roomsNumber })}
              error={errorText(t, errors.roomsNumber, { num: ROOMS_NUMBER_OPEN_ENDED })}
            />
          )}
          {draftApartment ? (
            <CheckboxInput
              label={t('bo.property.info.entire')}
              checked={draft.entireAccommodation}
              disabled={!entireOffered && !draft.entireAccommodation}
              hint={t(
                entireOffered || draft.entireAccommodation
                  ? 'bo.property.info.entire.hint'
                  : 'bo.property.info.entire.unavailable',
              )}
              onChange={(checked) =>
                change({ entireAccommodation: checked, roomsNumber: checked ? '1' : draft.roomsNumber })
              }
              error={errorText(t, errors.entireAccommodation)}
            />
          ) : null}
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
