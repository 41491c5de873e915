/** A room's extras: bookable services (how many) and extra beds of its type (who sleeps in each), with the engine's prices. */
import type { StaffQuote, StaffRoomTypeAvailability } from '../../../contracts/secure/staff-booking.ts';
import { bedBands } from '../../../domain/booking/bed-bands.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  addBed,
  type BedDraft,
  bedBandMax,
  type ExtraProblem,
  type RoomDraft,
  serviceCount,
  serviceMax,
  setServiceCount,
} from './new-reservation.ts';

/** The service's price for the stay, e.g. '€15.00 a night × 2 nights'. */
function serviceText(
  offer: StaffRoomTypeAvailability['services'][number],
  money: (n: number) => string,
  t: Translate,
) {
  const price = t.text(
    `bo.booking.extras.service.${offer.frequency}.${offer.periods === 1 ? 'one' : 'other'}`,
    {
      amount: money(offer.unitAmount),
      count: offer.periods,
    },
  );
  return offer.paymentType === 'PER_PERSON' ? `${price} ${t('bo.booking.extras.service.perperson')}` : price;
}

/**
 * A room's extras, as a front desk takes them on the phone: a count
 * per bookable service, and extra beds of the type with who sleeps in each (one guest of the
 * room's youngest band first), each removable; line totals from the engine's quote.
 */
export function RoomExtras({
  id,
  draft,
  offers,
  money,
  t,
  onChange,
  problems,
  quoted,
}: {
  id: string;
  draft: RoomDraft;
  offers: StaffRoomTypeAvailability;
  money: (amount: number) => string;
  t: Translate;
  onChange: (draft: RoomDraft) => void;
  problems: readonly ExtraProblem[];
  quoted: StaffQuote['rooms'][number] | null;
}) {
  const problemText = (field: string) => {
    const found = problems.find((p) => p.field === field);
    return found ? t.text(found.key, found.params) : null;
  };
  const bedName = (type: string) => t.text(`widget.results.bed.${type}`);
  const setBed = (bed: BedDraft, next: BedDraft | null) =>
    onChange({
      ...draft,
      extraBeds: next
        ? draft.extraBeds.map((b) => (b.key === bed.key ? next : b))
        : draft.extraBeds.filter((b) => b.key !== bed.key),
    });
  const beyond = problemText('beds');
  return (
    <fieldset className="bo-new__extras">
      <legend>{t('bo.booking.extras.title')}</legend>
      {offers.services.length > 0 && (
        <div className="bo-new__services">
          {offers.services.map((offer) => (
            <ServiceField
              key={offer.id}
              fieldId={`${id}-service-${offer.id}`}
              offer={offer}
              count={serviceCount(draft, offer.id)}
              lineTotal={quoted?.services.find((line) => line.serviceId === offer.id)?.total ?? null}
              error={problemText(`service-${offer.id}`)}
              money={money}
              t={t}
              onChange={(typed) => onChange(setServiceCount(draft, offer, typed))}
            />
          ))}
        </div>
      )}
      {draft.extraBeds.map((bed, index) => {
        const offer = offers.extraBeds.find((o) => o.id === bed.bedId);
        if (!offer) return null;
        const bedId = `${id}-bed-${bed.key}`;
        const error = problemText(bed.key);
        const line = quoted?.extraBeds.filter((b) => b.bedId === bed.bedId)[
          draft.extraBeds.filter((b) => b.bedId === bed.bedId).indexOf(bed)
        ];
        return (
          <fieldset
            className="bo-new__bed"
            key={bed.key}
            aria-describedby={`${bedId}-price${error ? ` ${bedId}-error` : ''}`}
          >
            <legend>{t('bo.booking.extras.bed.legend', { bed: bedName(offer.type), num: index + 1 })}</legend>
            <div className="bo-new__bed-people">
              {bedBands(offer.type).map((band) => {
                const max = bedBandMax(draft, bed, band, offer);
                return (
                  <div className="field bo-new__band" key={band}>
                    <label htmlFor={`${bedId}-${band}`}>{t(`bo.booking.people.${band}`)}</label>
                    <input
                      id={`${bedId}-${band}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={max}
                      step={1}
                      value={bed.people[band]}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => {
                        const typed = Number.parseInt(event.target.value, 10);
                        const value = Number.isFinite(typed) ? Math.min(max, Math.max(0, typed)) : 0;
                        setBed(bed, { ...bed, people: { ...bed.people, [band]: value } });
                      }}
                    />
                  </div>
                );
              })}
            </div>
            <p className="bo-new__hint" id={`${bedId}-price`}>
              {t.text(`bo.booking.extras.bed.prices.${offer.frequency}`, {
                adults: money(offer.prices.adults),
                boys: money(offer.prices.boys),
                children: money(offer.prices.children),
                kids: money(offer.prices.kids),
                max: offer.maxPerson,
              })}
              {line && <> · {t('bo.booking.extras.line.total', { amount: money(line.total) })}</>}
            </p>
            {error && (
              <p className="bo-new__field-error" id={`${bedId}-error`}>
                {error}
              </p>
            )}
            <button
              type="button"
              className="button button--secondary bo-new__small"
              onClick={() => setBed(bed, null)}
            >
              {t('bo.booking.extras.bed.remove', { bed: bedName(offer.type), num: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      {beyond && (
        <p className="bo-new__field-error" role="alert">
          {beyond}
        </p>
      )}
      {offers.extraBeds.length > 0 && (
        <div className="bo-new__row">
          {offers.extraBeds.map((offer) => (
            <button
              key={offer.id}
              type="button"
              className="button button--secondary bo-new__small"
              disabled={draft.extraBeds.filter((b) => b.bedId === offer.id).length >= offer.maxCount}
              onClick={() => onChange(addBed(draft, offer))}
            >
              {t('bo.booking.extras.bed.add', { bed: bedName(offer.type) })}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** How many of a bookable service, its price for the stay, its line total once quoted, and its problem. */
function ServiceField({
  fieldId,
  offer,
  count,
  lineTotal,
  error,
  money,
  t,
  onChange,
}: {
  fieldId: string;
  offer: StaffRoomTypeAvailability['services'][number];
  count: number;
  lineTotal: number | null;
  error: string | null;
  money: (amount: number) => string;
  t: Translate;
  onChange: (typed: string) => void;
}) {
  return (
    <div className="field bo-new__service">
      <label htmlFor={fieldId}>{offer.name}</label>
      <input
        id={fieldId}
        type="number"
        inputMode="numeric"
        min={0}
        max={serviceMax(offer)}
        step={1}
        value={count}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-price`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="bo-new__hint" id={`${fieldId}-price`}>
        {serviceText(offer, money, t)}
        {count > 0 && lineTotal !== null && (
          <> · {t('bo.booking.extras.line.total', { amount: money(lineTotal) })}</>
        )}
        {error && <span className="bo-new__field-error"> {error}</span>}
      </p>
    </div>
  );
}
