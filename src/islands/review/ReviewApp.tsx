/**
 * The review link's page (/review, /it/review; INSIGHT-1): reads the guest's token (token.ts), then
 * shows the stay to review (hotel, dates, rooms) and the form — the RANK items 0–10 with the
 * overall score live (their average, decision 028), the text items, title, pros, cons, hint,
 * photos (UploadButton, uploaded to R2 as they are chosen) and how the guest appears — or, once
 * sent, the review as published. An unknown or expired link says so plainly. The form validates
 * with the worker's own schema (src/contracts/reviews.ts); a failed send keeps everything typed.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '../../contracts/client/http.ts';
import {
  REVIEW_ITEM_TEXT_MAX_LENGTH,
  REVIEW_NICKNAME_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewInvitationView,
  type ReviewSubmit,
  reviewSubmit,
} from '../../contracts/reviews.ts';
import type { Language } from '../../contracts/types.ts';
import {
  feedbackKey,
  GUEST_RANK_ITEMS,
  GUEST_TEXT_ITEMS,
  type GuestRankItem,
  type GuestTextItem,
  overallScore,
  RANK_MAX,
  RANK_MIN,
} from '../../domain/reviews.ts';
import { formatReviewDate, ReviewCard } from '../../ui/ReviewCard.tsx';
import { UploadButton, type UploadItem } from '../../ui/UploadButton.tsx';
import { timeoutMessage } from '../shared/request-error.ts';
import { useTranslations } from '../shared/useTranslations.ts';
import { createReviewsApi, type ReviewsApi } from './api.ts';
import messages from './messages.gen.json';
import { readReviewToken } from './token.ts';
import './review.css';
import { LOCALE } from '../../domain/dates-format.ts';

type Props = { language: Language };
type Privacy = 'anonymous' | 'real' | 'nickname';
type Photo = UploadItem & { key?: string };
type Load =
  | { status: 'loading' }
  | { status: 'unknown' }
  | { status: 'expired' }
  | { status: 'error'; message: string }
  | { status: 'ready'; view: ReviewInvitationView };

const hotelHref = (ref: string, language: Language) =>
  `${language === 'it' ? '/it' : ''}/hotel/${encodeURIComponent(ref)}`;

export default function ReviewApp({ language }: Props) {
  const t = useTranslations(messages, language);
  const [api, setApi] = useState<ReviewsApi | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  // Reads the link's token and the invitation: on opening, from the retry button, and when another
  // link is opened in this tab.
  const openLink = useCallback(() => {
    const { token } = readReviewToken();
    if (!token) {
      setLoad({ status: 'unknown' });
      return;
    }
    const client = createReviewsApi(token);
    setApi(client);
    setLoad({ status: 'loading' });
    client
      .invitation()
      .then((view) => setLoad({ status: 'ready', view }))
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 401)) {
          setLoad({ status: 'unknown' });
        } else if (error instanceof ApiRequestError && error.status === 410) {
          setLoad({ status: 'expired' });
        } else {
          setLoad({ status: 'error', message: timeoutMessage(error, t) ?? t('review.section.error') });
        }
      });
  }, [t]);
  useEffect(() => openLink(), [openLink]);

  // Another link opened in this tab (only the fragment changes: the page does not reload).
  useEffect(() => {
    const onHash = () => {
      if (/token=/.test(window.location.hash)) openLink();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [openLink]);

  if (load.status === 'loading') {
    return (
      <p className="review-app__status" role="status">
        {t('review.form.loading')}
      </p>
    );
  }
  if (load.status === 'unknown' || load.status === 'expired') {
    const kind = load.status === 'unknown' ? 'unknown' : 'expired';
    return (
      <div className="review-app__notice" role="alert">
        <h2>{t(`review.link.${kind}.title`)}</h2>
        <p>{t(`review.link.${kind}.text`)}</p>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="review-app__notice" role="alert">
        <p>{load.message}</p>
        <button type="button" className="button button--secondary" onClick={() => openLink()}>
          {t('review.section.retry')}
        </button>
      </div>
    );
  }
  const { view } = load;
  return (
    <div className="review-app">
      <header className="review-app__stay">
        <h2 className="review-app__hotel">
          <a href={hotelHref(view.hotel.ref, language)}>{view.hotel.name}</a>
        </h2>
        <p>
          {t('review.form.stay', {
            from: formatReviewDate(view.stay.checkin, language),
            to: formatReviewDate(view.stay.checkout, language),
            code: view.stay.code,
          })}
        </p>
        {view.stay.rooms.length > 0 && <p>{t('review.form.rooms', { rooms: view.stay.rooms.join(', ') })}</p>}
      </header>
      {view.review && view.state === 'USED' ? (
        <Published view={view} language={language} t={t} />
      ) : (
        api && (
          <ReviewForm
            view={view}
            api={api}
            language={language}
            t={t}
            onSent={(sent) => setLoad({ status: 'ready', view: sent })}
          />
        )
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslations<keyof (typeof messages)['en']>>;

function Published({ view, language, t }: { view: ReviewInvitationView; language: Language; t: T }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!view.review) return null;
  return (
    <section className="review-app__published" aria-labelledby="review-published">
      <h2 id="review-published" ref={heading} tabIndex={-1}>
        {t('review.form.published.title')}
      </h2>
      <p>{t('review.form.published.text')}</p>
      <ReviewCard review={view.review} t={t} language={language} now={new Date()} level={3} />
      <p>
        <a className="button button--primary" href={hotelHref(view.hotel.ref, language)}>
          {t('review.form.published.hotel')}
        </a>
      </p>
    </section>
  );
}

type Errors = Partial<Record<string, string>>;

/** What the guest typed, kept in this tab while they write: a reload or a failed send loses nothing. */
type Draft = {
  ranks: Record<GuestRankItem, number | null>;
  texts: Record<GuestTextItem, string>;
  title: string;
  pro: string;
  con: string;
  hint: string;
  privacy: Privacy;
  nickname: string;
  showAvatar: boolean;
};

const draftKey = (code: string) => `itaca.review.draft.${code}`;

function emptyDraft(): Draft {
  return {
    ranks: Object.fromEntries(GUEST_RANK_ITEMS.map((item) => [item, null])) as Record<
      GuestRankItem,
      number | null
    >,
    texts: Object.fromEntries(GUEST_TEXT_ITEMS.map((item) => [item, ''])) as Record<GuestTextItem, string>,
    title: '',
    pro: '',
    con: '',
    hint: '',
    privacy: 'real',
    nickname: '',
    showAvatar: true,
  };
}

/** The draft of this stay kept in sessionStorage (this tab only: the text can be personal), or an empty one. */
function readDraft(code: string): Draft {
  const empty = emptyDraft();
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(draftKey(code)) ?? 'null',
    ) as Partial<Draft> | null;
    if (!stored || typeof stored !== 'object') return empty;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const ranks = { ...empty.ranks };
    for (const item of GUEST_RANK_ITEMS) {
      const value = stored.ranks?.[item];
      if (typeof value === 'number' && Number.isInteger(value) && value >= RANK_MIN && value <= RANK_MAX) {
        ranks[item] = value;
      }
    }
    const texts = { ...empty.texts };
    for (const item of GUEST_TEXT_ITEMS) texts[item] = text(stored.texts?.[item]);
    return {
      ranks,
      texts,
      title: text(stored.title),
      pro: text(stored.pro),
      con: text(stored.con),
      hint: text(stored.hint),
      privacy: stored.privacy === 'anonymous' || stored.privacy === 'nickname' ? stored.privacy : 'real',
      nickname: text(stored.nickname),
      showAvatar: stored.showAvatar !== false,
    };
  } catch {
    return empty;
  }
}

function writeDraft(code: string, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(draftKey(code), JSON.stringify(draft));
    else window.sessionStorage.removeItem(draftKey(code));
  } catch {
    // Storage blocked or full: the form still works, without the draft.
  }
}

function Counter({ value, max, t, id }: { value: string; max: number; t: T; id: string }) {
  return (
    <span id={id} className="review-field__count">
      {t('review.form.chars', { count: [...value].length, max })}
    </span>
  );
}

function ReviewForm({
  view,
  api,
  language,
  t,
  onSent,
}: {
  view: ReviewInvitationView;
  api: ReviewsApi;
  language: Language;
  t: T;
  onSent: (view: ReviewInvitationView) => void;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const initial = useMemo(() => readDraft(view.stay.code), [view.stay.code]);
  const [ranks, setRanks] = useState(initial.ranks);
  const [texts, setTexts] = useState(initial.texts);
  const [title, setTitle] = useState(initial.title);
  const [pro, setPro] = useState(initial.pro);
  const [con, setCon] = useState(initial.con);
  const [hint, setHint] = useState(initial.hint);
  const [privacy, setPrivacy] = useState<Privacy>(initial.privacy);
  const [nickname, setNickname] = useState(initial.nickname);
  const [showAvatar, setShowAvatar] = useState(initial.showAvatar);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const score = overallScore(GUEST_RANK_ITEMS.map((item) => ranks[item]));
  const uploading = photos.some((photo) => photo.status === 'uploading');
  const realName = [view.guest.name, view.guest.surname ? `${[...view.guest.surname][0]}.` : '']
    .filter(Boolean)
    .join(' ');

  // The thumbnails' object URLs are freed when the form goes away (one by one when removed).
  const shown = useRef(photos);
  shown.current = photos;
  useEffect(
    () => () => {
      for (const photo of shown.current) URL.revokeObjectURL(photo.previewUrl);
    },
    [],
  );

  useEffect(() => {
    writeDraft(view.stay.code, { ranks, texts, title, pro, con, hint, privacy, nickname, showAvatar });
  }, [view.stay.code, ranks, texts, title, pro, con, hint, privacy, nickname, showAvatar]);

  const payload = (): ReviewSubmit => ({
    ranks: ranks as Record<GuestRankItem, number>,
    texts,
    title,
    pro,
    con,
    hint,
    anonymous: privacy === 'anonymous',
    showRealName: privacy === 'real',
    showAvatar: privacy !== 'anonymous' && showAvatar,
    nickname: privacy === 'nickname' ? nickname : '',
    photos: photos.flatMap((photo) => (photo.status === 'done' && photo.key ? [photo.key] : [])),
  });

  const addPhotos = (files: File[]) => {
    const added = files.map((file) => ({
      id: crypto.randomUUID(),
      name: file.name,
      size: file.size,
      previewUrl: URL.createObjectURL(file),
      status: 'uploading' as const,
      file,
    }));
    setPhotos((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) {
      api
        .uploadPhoto(item.file)
        .then((uploaded) =>
          setPhotos((current) =>
            current.map((photo) =>
              photo.id === item.id ? { ...photo, status: 'done', key: uploaded.key } : photo,
            ),
          ),
        )
        .catch((error: unknown) => {
          const code =
            error instanceof ApiRequestError && error.errors[0]?.code
              ? error.errors[0].code
              : 'review.card.action.error';
          setPhotos((current) =>
            current.map((photo) =>
              photo.id === item.id ? { ...photo, status: 'error', error: code } : photo,
            ),
          );
        });
    }
  };

  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const errorOf = (name: string) => errors[name];
  const describedBy = (name: string, extra?: string) =>
    [errorOf(name) ? `${fieldId(name)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const errorText = (name: string) =>
    errorOf(name) ? (
      <p id={`${fieldId(name)}-error`} className="review-field__error">
        {t.text(errorOf(name) ?? '')}
      </p>
    ) : null;

  const submit = async () => {
    setFailure(null);
    const parsed = reviewSubmit.safeParse(payload());
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path.join('.');
        if (!next[name]) next[name] = issue.message;
      }
      setErrors(next);
      setFailure(t('error.validation.fields.text'));
      const first = Object.keys(next)[0];
      requestAnimationFrame(() => {
        const target = first ? form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
        target?.focus();
      });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const sent = await api.send(payload());
      writeDraft(view.stay.code, null);
      onSent(sent);
    } catch (error) {
      const fields: Errors = {};
      if (error instanceof ApiRequestError) {
        for (const item of error.errors) if (item.field !== 'token') fields[item.field] = item.code;
      }
      setErrors(fields);
      const code =
        error instanceof ApiRequestError ? error.errors.find((e) => e.field === 'token')?.code : undefined;
      setFailure(code ? t.text(code) : (timeoutMessage(error, t) ?? t('review.form.error')));
    } finally {
      setSending(false);
    }
  };

  const rankNames = useMemo(
    () => Object.fromEntries(GUEST_RANK_ITEMS.map((item) => [item, t.text(feedbackKey(item))])),
    [t],
  );

  return (
    <form
      ref={form}
      className="review-form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('review.form.title')}
      </h2>
      <fieldset className="review-form__group">
        <legend>{t('review.form.ranks')}</legend>
        <p className="review-form__help">{t('review.form.ranks.help')}</p>
        {GUEST_RANK_ITEMS.map((item) => {
          const name = `ranks.${item}`;
          return (
            <fieldset
              key={item}
              className={`review-rank${errorOf(name) ? ' has-error' : ''}`}
              aria-describedby={describedBy(name)}
            >
              <legend>{rankNames[item]}</legend>
              <div className="review-rank__options">
                {Array.from({ length: RANK_MAX - RANK_MIN + 1 }, (_, index) => RANK_MIN + index).map(
                  (value) => (
                    <label key={value} className="review-rank__option">
                      <input
                        type="radio"
                        name={fieldId(name)}
                        value={value}
                        data-field={value === RANK_MIN ? name : undefined}
                        checked={ranks[item] === value}
                        onChange={() => setRanks((current) => ({ ...current, [item]: value }))}
                      />
                      <span>{value}</span>
                    </label>
                  ),
                )}
              </div>
              {errorText(name)}
            </fieldset>
          );
        })}
        <div className="review-form__overall" aria-live="polite">
          <span className="review-form__overall-label">{t('review.form.overall')}</span>
          {score === null ? (
            <span className="review-form__overall-pending">{t('review.form.overall.pending')}</span>
          ) : (
            <>
              <span className="review-form__overall-value">
                {new Intl.NumberFormat(LOCALE[language], {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }).format(score)}
              </span>
              <span>{t.text(`review.score.${Math.min(10, Math.max(4, Math.floor(score)))}`)}</span>
            </>
          )}
          <span className="review-form__help">{t('review.form.overall.help')}</span>
        </div>
      </fieldset>

      <fieldset className="review-form__group">
        <legend>{t('review.form.words')}</legend>
        <TextField
          name="title"
          label={t('review.form.title.label')}
          value={title}
          onChange={setTitle}
          max={REVIEW_TITLE_MAX_LENGTH}
          t={t}
          fieldId={fieldId}
          describedBy={describedBy}
          errorText={errorText}
        />
        {(
          [
            ['pro', t('review.form.pro.label'), pro, setPro],
            ['con', t('review.form.con.label'), con, setCon],
            ['hint', t('review.form.hint.label'), hint, setHint],
          ] as const
        ).map(([name, label, value, set]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            value={value}
            onChange={set}
            max={REVIEW_TEXT_MAX_LENGTH}
            multiline
            t={t}
            fieldId={fieldId}
            describedBy={describedBy}
            errorText={errorText}
          />
        ))}
        {GUEST_TEXT_ITEMS.map((item) => (
          <TextField
            key={item}
            name={`texts.${item}`}
            label={t.text(feedbackKey(item))}
            value={texts[item]}
            onChange={(value) => setTexts((current) => ({ ...current, [item]: value }))}
            max={REVIEW_ITEM_TEXT_MAX_LENGTH}
            multiline
            t={t}
            fieldId={fieldId}
            describedBy={describedBy}
            errorText={errorText}
          />
        ))}
      </fieldset>

      <div className="review-form__group">
        <UploadButton
          t={t}
          label={t('review.form.photos')}
          help={t('review.form.photos.help')}
          items={photos}
          disabled={sending}
          onAdd={addPhotos}
          onRemove={(photoId) =>
            setPhotos((current) => {
              const gone = current.find((photo) => photo.id === photoId);
              if (gone) URL.revokeObjectURL(gone.previewUrl);
              return current.filter((photo) => photo.id !== photoId);
            })
          }
        />
        {errorText('photos')}
      </div>

      <fieldset className="review-form__group">
        <legend>{t('review.form.privacy')}</legend>
        {(
          [
            ['real', t('review.form.privacy.real', { name: realName })],
            ['nickname', t('review.form.privacy.nickname')],
            ['anonymous', t('review.form.privacy.anonymous')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="review-form__choice">
            <input
              type="radio"
              name={`${id}-privacy`}
              value={value}
              checked={privacy === value}
              onChange={() => setPrivacy(value)}
            />
            {label}
          </label>
        ))}
        {privacy === 'nickname' && (
          <TextField
            name="nickname"
            label={t('review.form.nickname')}
            value={nickname}
            onChange={setNickname}
            max={REVIEW_NICKNAME_MAX_LENGTH}
            required
            t={t}
            fieldId={fieldId}
            describedBy={describedBy}
            errorText={errorText}
          />
        )}
        {privacy !== 'anonymous' && (
          <label className="review-form__choice">
            <input
              type="checkbox"
              checked={showAvatar}
              onChange={(event) => setShowAvatar(event.target.checked)}
            />
            {t('review.form.avatar')}
          </label>
        )}
      </fieldset>

      {failure && (
        <p className="review-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="review-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || uploading}
          aria-busy={sending}
        >
          {sending ? t('review.form.sending') : t('review.form.send')}
        </button>
      </div>
    </form>
  );
}

function TextField({
  name,
  label,
  value,
  onChange,
  max,
  multiline = false,
  required = false,
  t,
  fieldId,
  describedBy,
  errorText,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  required?: boolean;
  t: T;
  fieldId: (name: string) => string;
  describedBy: (name: string, extra?: string) => string | undefined;
  errorText: (name: string) => React.ReactNode;
}) {
  const inputId = fieldId(name);
  const countId = `${inputId}-count`;
  const invalid = describedBy(name)?.includes('-error') ?? false;
  const common = {
    id: inputId,
    'data-field': name,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(name, countId),
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`review-field${invalid ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {!required && <span className="review-field__optional"> ({t('review.form.optional')})</span>}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <Counter value={value} max={max} t={t} id={countId} />
      {errorText(name)}
    </div>
  );
}
