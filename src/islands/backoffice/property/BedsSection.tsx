/**
 * Beds of each room type (WIDGETUI bed editor, PROPDATA-5 Bed, PROPFLOW view/edit/save/cancel, PROPCHECK): the
 * standard beds of the rate and the extra beds a guest pays for, which the booking widget sells
 * (room_types.beds_json / extra_beds_json). 'Add a bed' opens a default bed (1 adult, maxPerson
 * 1, count 1) in edit mode; cancel removes a new bed and restores an existing one. Each save
 * sends the room type's whole list with its version (409: reloaded, the typed bed is kept).
 */
import { useId, useRef, useState } from 'react';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import { bedField, type bedsUpdate, type RoomTypeBedsView } from '../../../contracts/secure/property.ts';
import type { Language } from '../../../contracts/types.ts';
import type { z } from '../../../contracts/zod.ts';
import {
  BED_FREQUENCIES,
  BED_MAX_COUNT,
  BED_MAX_PERSON,
  BED_TYPES,
  type Bed,
  type BedFrequency,
  type BedType,
  capBandCount,
  defaultBed,
  PEOPLE_BANDS,
  type PeopleBand,
} from '../../../domain/property.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { secureApi } from '../app/request.ts';
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
  numberText,
  SelectInput,
  TextInput,
  toNumber,
  useFocusAfterRender,
} from './form.tsx';

type Draft = {
  uid: string;
  type: BedType;
  count: string;
  maxPerson: string;
  people: Record<PeopleBand, string>;
  showPeopleType: boolean;
  toPay: boolean;
  frequency: BedFrequency;
  prices: Record<PeopleBand, string>;
};

const perBand = <T,>(fn: (band: PeopleBand) => T) =>
  Object.fromEntries(PEOPLE_BANDS.map((band) => [band, fn(band)])) as Record<PeopleBand, T>;

const draftOf = (bed: Bed): Draft => ({
  uid: bed.uid,
  type: bed.type,
  count: String(bed.count),
  maxPerson: String(bed.maxPerson),
  people: perBand((band) => String(bed.people[band])),
  showPeopleType: bed.showPeopleType,
  toPay: bed.toPay,
  frequency: bed.frequency,
  prices: perBand((band) => numberText(bed.prices[band])),
});

const bedOf = (d: Draft) => ({
  uid: d.uid,
  type: d.type,
  count: toNumber(d.count),
  maxPerson: toNumber(d.maxPerson),
  people: perBand((band) => toNumber(d.people[band]) ?? 0),
  showPeopleType: d.showPeopleType,
  toPay: d.toPay,
  frequency: d.frequency,
  prices: perBand((band) => (d.toPay ? toNumber(d.prices[band]) : null)),
});

function newUid(): string {
  return `bed-${crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36) ?? Date.now().toString(36)}`;
}

export type BedsSectionProps = {
  hotelId: number;
  roomTypes: readonly RoomTypeBedsView[];
  language: Language;
  t: Translate;
  onSaved: (roomType: RoomTypeBedsView) => void;
  reload: () => Promise<void>;
};

export function BedsSection({ hotelId, roomTypes, language, t, onSaved, reload }: BedsSectionProps) {
  const id = `beds${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [roomTypeId, setRoomTypeId] = useState<number | null>(roomTypes[0]?.id ?? null);
  /** The bed being edited (a copy), and whether it is new (cancel removes it). */
  const [editing, setEditing] = useState<{ draft: Draft; isNew: boolean } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusLater = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const roomType = roomTypes.find((rt) => rt.id === roomTypeId) ?? roomTypes[0] ?? null;
  const roomName = (rt: RoomTypeBedsView) => rt.name[language] ?? rt.name.en ?? rt.nameKey;
  const bedName = (type: string) => t.text(`bo.property.bed.type.${type}`);

  const startEdit = (draft: Draft, isNew: boolean) => {
    setEditing({ draft, isNew });
    setErrors({});
    setStatus(null);
    setAlert(null);
    focusLater(firstField(formRef));
  };
  const stopEdit = () => {
    setEditing(null);
    setErrors({});
    focusLater(() => addRef.current);
  };
  const change = (patch: Partial<Draft>) =>
    setEditing((e) => {
      if (!e) return e;
      const next = { ...e.draft, ...patch };
      // PROPCHECK: each band is capped at max persons.
      const max = toNumber(next.maxPerson);
      if (max !== null && Number.isInteger(max) && max >= 1) {
        next.people = perBand((band) => {
          const n = toNumber(next.people[band]);
          return n === null || Number.isNaN(n) ? next.people[band] : String(capBandCount(n, max));
        });
      }
      return { ...e, draft: next };
    });

  const saveList = async (beds: z.input<typeof bedsUpdate>['beds'], doneText: string): Promise<boolean> => {
    if (!roomType) return false;
    setBusy(true);
    setAlert(null);
    try {
      const saved = await secureApi(
        propertyEndpoints.saveRoomTypeBeds,
        { params: { hotelId, roomTypeId: roomType.id }, body: { version: roomType.version, beds } },
        { fallback: 'Error saving the beds' },
      );
      onSaved(saved);
      setStatus(doneText);
      return true;
    } catch (error) {
      const fromServer = errorsOfResponse(error);
      setErrors(
        Object.fromEntries(
          Object.entries(fromServer).map(([field, code]) => [field.replace(/^beds\.\d+\./, ''), code]),
        ),
      );
      setAlert(failureText(error, t));
      if (error instanceof Error && 'status' in error && error.status === 409) await reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!editing || !roomType || busy) return;
    const value = bedOf(editing.draft);
    const parsed = bedField.safeParse(value);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      setAlert(t.text('error.validation.fields.text'));
      focusLater(firstInvalid(formRef));
      return;
    }
    const others = roomType.beds.filter((b) => b.uid !== value.uid);
    const position = roomType.beds.findIndex((b) => b.uid === value.uid);
    const list =
      position === -1
        ? [...others, parsed.data]
        : roomType.beds.map((b) => (b.uid === value.uid ? parsed.data : b));
    if (await saveList(list, t('bo.property.beds.saved'))) stopEdit();
  };

  const remove = async (bed: Bed) => {
    if (!roomType || busy) return;
    await saveList(
      roomType.beds.filter((b) => b.uid !== bed.uid),
      t('bo.property.beds.saved'),
    );
  };

  const summary = (bed: Bed) => {
    const base = t('bo.property.beds.summary', {
      count: bed.count,
      type: bedName(bed.type),
      persons: bed.maxPerson,
    });
    if (!bed.toPay) return base;
    const prices = PEOPLE_BANDS.filter((band) => bed.people[band] > 0)
      .map((band) => `${t.text(`bo.property.band.${band}`)} ${formatMoney(bed.prices[band] ?? 0, language)}`)
      .join(', ');
    return `${base} · ${t('bo.property.beds.extra')}: ${prices} ${t.text(`bo.property.bed.frequency.${bed.frequency}`).toLowerCase()}`;
  };

  const d = editing?.draft;
  const maxPerson = d ? toNumber(d.maxPerson) : null;

  const editor = d ? (
    <form
      ref={formRef}
      className="bo-property__form"
      aria-label={t('bo.property.beds.edit', { name: bedName(d.type) })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="bo-property__grid">
        <SelectInput
          label={t('bo.property.beds.type')}
          required
          value={d.type}
          options={BED_TYPES.map((type) => ({ value: type, label: bedName(type) }))}
          onChange={(type) => change({ type: type as BedType })}
          error={errorText(t, errors.type)}
        />
        <TextInput
          label={t('bo.property.beds.count')}
          type="number"
          inputMode="numeric"
          min={1}
          max={BED_MAX_COUNT}
          required
          value={d.count}
          onChange={(count) => change({ count })}
          error={errorText(t, errors.count, { num: errors.count === 'error.field.min' ? 1 : BED_MAX_COUNT })}
        />
        <TextInput
          label={t('bo.property.beds.max.person')}
          type="number"
          inputMode="numeric"
          min={1}
          max={BED_MAX_PERSON}
          required
          value={d.maxPerson}
          onChange={(value) => change({ maxPerson: value })}
          error={errorText(t, errors.maxPerson, {
            num: errors.maxPerson === 'error.field.min' ? 1 : BED_MAX_PERSON,
          })}
        />
      </div>
      <fieldset
        className="bo-property__fieldset"
        aria-describedby={errors.people ? `${id}-people-error` : undefined}
      >
        <legend>{t('bo.property.beds.people')}</legend>
        <div className="bo-property__grid">
          {PEOPLE_BANDS.map((band) => (
            <TextInput
              key={band}
              label={t.text(`bo.property.band.${band}`)}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxPerson ?? BED_MAX_PERSON}
              value={d.people[band]}
              onChange={(value) => change({ people: { ...d.people, [band]: value } })}
              error={errorText(t, errors[`people.${band}`], { num: maxPerson ?? BED_MAX_PERSON })}
            />
          ))}
        </div>
        {errors.people ? (
          <p id={`${id}-people-error`} className="ui-field__error">
            {errorText(t, errors.people)}
          </p>
        ) : null}
      </fieldset>
      <CheckboxInput
        label={t('bo.property.beds.show.people.type')}
        checked={d.showPeopleType}
        onChange={(showPeopleType) => change({ showPeopleType })}
      />
      <CheckboxInput
        label={t('bo.property.beds.to.pay')}
        checked={d.toPay}
        onChange={(toPay) => change({ toPay })}
      />
      {d.toPay ? (
        <fieldset className="bo-property__fieldset">
          <legend>{t('bo.property.beds.prices')}</legend>
          <div className="bo-property__grid">
            <SelectInput
              label={t('bo.property.beds.frequency')}
              value={d.frequency}
              options={BED_FREQUENCIES.map((f) => ({
                value: f,
                label: t.text(`bo.property.bed.frequency.${f}`),
              }))}
              onChange={(frequency) => change({ frequency: frequency as BedFrequency })}
            />
            {PEOPLE_BANDS.filter((band) => (toNumber(d.people[band]) ?? 0) > 0).map((band) => (
              <TextInput
                key={band}
                label={t.text(`bo.property.band.${band}`)}
                type="number"
                inputMode="decimal"
                step={0.01}
                min={0}
                required
                value={d.prices[band]}
                onChange={(value) => change({ prices: { ...d.prices, [band]: value } })}
                error={errorText(t, errors[`prices.${band}`], { num: 0 })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="bo-property__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('bo.property.saving') : t('bo.property.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={stopEdit} disabled={busy}>
          {t('bo.property.cancel')}
        </button>
      </div>
    </form>
  ) : null;

  return (
    <section className="bo-property__section" aria-labelledby={`${id}-h`}>
      <div className="bo-property__head">
        <h2 id={`${id}-h`}>{t('bo.property.beds.heading')}</h2>
      </div>
      {roomTypes.length === 0 || !roomType ? (
        <p>{t('bo.property.beds.no.room.types')}</p>
      ) : (
        <>
          <SelectInput
            label={t('bo.property.beds.room.type')}
            value={String(roomType.id)}
            options={roomTypes.map((rt) => ({ value: String(rt.id), label: roomName(rt) }))}
            onChange={(value) => {
              setRoomTypeId(Number(value));
              setEditing(null);
              setErrors({});
            }}
          />
          <Notices status={status} error={alert} />
          {roomType.beds.length === 0 ? <p>{t('bo.property.beds.none')}</p> : null}
          <ul className="bo-property__beds">
            {roomType.beds.map((bed) =>
              editing && !editing.isNew && editing.draft.uid === bed.uid ? (
                <li key={bed.uid}>{editor}</li>
              ) : (
                <li key={bed.uid} className="bo-property__bed">
                  <span>{summary(bed)}</span>
                  <span className="bo-property__row-actions">
                    <button
                      type="button"
                      className="button button--secondary bo-property__small"
                      aria-label={t('bo.property.beds.edit', { name: bedName(bed.type) })}
                      disabled={busy || editing !== null}
                      onClick={() => startEdit(draftOf(bed), false)}
                    >
                      {t('bo.property.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary bo-property__small"
                      aria-label={t('bo.property.beds.remove', { name: bedName(bed.type) })}
                      disabled={busy || editing !== null}
                      onClick={() => void remove(bed)}
                    >
                      ✕
                    </button>
                  </span>
                </li>
              ),
            )}
            {editing?.isNew ? <li>{editor}</li> : null}
          </ul>
          {editing ? null : (
            <button
              ref={addRef}
              type="button"
              className="button button--secondary"
              onClick={() => startEdit(draftOf(defaultBed(newUid())), true)}
            >
              {t('bo.property.beds.add')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
