import { useId, useMemo, useState } from 'react';
import type { StaffQuote } from '../../../contracts/secure/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import { todayIn } from '../../../domain/booking/dates.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import type { ScreenProps } from '../screen.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { GuestFields } from './GuestFields.tsx';
import { type ExtraProblem, initialStay, newDraft, queryRoomId, type RoomDraft } from './new-reservation.ts';
import { OverbookDialog } from './OverbookDialog.tsx';
import { RoomChoice } from './RoomChoice.tsx';
import { StayForm } from './StayForm.tsx';
import type { Search } from './staff-booking-state.ts';
import { useStaffBookingSubmit } from './useStaffBookingSubmit.ts';
import { useStaffGuestForm } from './useStaffGuestForm.ts';
import { useStaffPricing } from './useStaffPricing.ts';
import { useStaffSearch } from './useStaffSearch.ts';
import './new-reservation.css';

export default function NewReservationScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const id = useId();
  const today = useMemo(() => todayIn(hotel.timeZone, Date.now()), [hotel.timeZone]);
  const [stay, setStay] = useState(() => initialStay(query, today));
  const wantedRoom = useMemo(() => queryRoomId(query), [query]);
  const [drafts, setDrafts] = useState<RoomDraft[]>(() => [newDraft()]);

  const { form, prefixIso, setPrefixIso } = useStaffGuestForm(language);
  const { register, handleSubmit, setError, setValue, watch } = form;
  const { errors } = form.formState;
  const email = watch('guest.email');
  const stayValid = stay.checkin >= today && stay.checkout > stay.checkin;

  const { search, clearSearch, runSearch } = useStaffSearch({
    hotel,
    language,
    t,
    stay,
    stayValid,
    drafts,
    setDrafts,
    wantedRoom,
  });
  const { sending, setSending, submit } = useStaffBookingSubmit({
    hotel,
    t,
    stay,
    drafts,
    navigate,
    setError,
  });
  const { availabilities, problems, extrasValid, quote, quoted, quoteKey, summary, pricing } =
    useStaffPricing({
      hotel,
      t,
      stay,
      drafts,
      search,
    });

  const changeStay = (next: { checkin: string; checkout: string }) => {
    setStay(next);
    clearSearch();
  };
  const updateDraft = (index: number, change: (draft: RoomDraft) => RoomDraft) =>
    setDrafts((previous) => previous.map((draft, i) => (i === index ? change(draft) : draft)));

  const ready = summary.chosen === drafts.length && drafts.length > 0 && extrasValid && !pricing;
  const field = (name: string) => `${id}-${name}`;

  return (
    <div className="bo-new">
      <h1 className="bo-new__title">{t('bo.booking.heading')}</h1>
      <StayForm
        t={t}
        language={language}
        field={field}
        today={today}
        stay={stay}
        stayValid={stayValid}
        drafts={drafts}
        setDrafts={setDrafts}
        search={search}
        clearSearch={clearSearch}
        changeStay={changeStay}
        updateDraft={updateDraft}
        runSearch={runSearch}
      />

      <RoomsFound
        t={t}
        language={language}
        field={field}
        search={search}
        drafts={drafts}
        updateDraft={updateDraft}
        problems={problems}
        quoted={quoted}
      />

      <form
        className="bo-new__section"
        aria-labelledby={field('guest-title')}
        noValidate
        onSubmit={handleSubmit((form) => submit(form, false))}
      >
        <h2 id={field('guest-title')}>{t('bo.booking.guest.title')}</h2>
        <GuestFields
          t={t}
          language={language}
          field={field}
          register={register}
          setValue={setValue}
          errors={errors}
          prefixIso={prefixIso}
          setPrefixIso={setPrefixIso}
        />
        {!email && <p className="bo-new__hint">{t('bo.booking.send.email.none')}</p>}

        <BookingSummary
          t={t}
          language={language}
          field={field}
          stay={stay}
          summary={summary}
          pricing={pricing}
          quote={quote}
          quoteKey={quoteKey}
          extrasValid={extrasValid}
          ready={ready}
          sending={sending}
        />
      </form>

      {sending.kind === 'soldOut' && (
        <OverbookDialog
          error={sending.error}
          t={t}
          language={language}
          names={availabilities}
          onClose={() => setSending({ kind: 'idle' })}
          onConfirm={handleSubmit((form) => submit(form, true))}
        />
      )}
    </div>
  );
}

/** The rooms found for each room of the reservation (its rates, its room, its extras), or the search's state. */
function RoomsFound({
  t,
  language,
  field,
  search,
  drafts,
  updateDraft,
  problems,
  quoted,
}: {
  t: Translate;
  language: Language;
  field: (name: string) => string;
  search: Search;
  drafts: RoomDraft[];
  updateDraft: (index: number, change: (draft: RoomDraft) => RoomDraft) => void;
  problems: ExtraProblem[][];
  quoted: StaffQuote | null;
}) {
  return (
    <section
      className="bo-new__section"
      aria-labelledby={field('rooms-title')}
      aria-busy={search.kind === 'loading'}
    >
      <h2 id={field('rooms-title')}>{t('bo.booking.rooms.title')}</h2>
      {search.kind === 'idle' && <p className="bo-new__hint">{t('bo.booking.rooms.idle')}</p>}
      {search.kind === 'loading' && <p role="status">{t('bo.booking.rooms.loading')}</p>}
      {search.kind === 'error' && (
        <p className="bo-new__error" role="alert">
          {search.message}
        </p>
      )}
      {search.kind === 'ready' &&
        drafts.map((draft, index) => (
          <RoomChoice
            key={draft.key}
            id={field(`room-${index}`)}
            index={index}
            draft={draft}
            availability={search.results[index] ?? null}
            t={t}
            language={language}
            onChange={(next) => updateDraft(index, () => next)}
            problems={problems[index] ?? []}
            quoted={quoted?.rooms[index] ?? null}
          />
        ))}
    </section>
  );
}
