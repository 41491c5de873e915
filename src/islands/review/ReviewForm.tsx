/**
 * The review form: the RANK items 0–10 with the overall score live (their average, decision 028),
 * the text items, title, pros, cons, hint, photos (uploaded as they are chosen) and how the guest
 * appears.
 */
import { useId, useMemo } from 'react';
import {
  REVIEW_ITEM_TEXT_MAX_LENGTH,
  REVIEW_NICKNAME_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewInvitationView,
} from '../../contracts/reviews.ts';
import type { Language } from '../../contracts/types.ts';
import { LOCALE } from '../../domain/dates-format.ts';
import { feedbackKey, GUEST_RANK_ITEMS, GUEST_TEXT_ITEMS, overallScore } from '../../domain/reviews.ts';
import { UploadButton } from '../../ui/UploadButton.tsx';
import type { ReviewsApi } from './api.ts';
import { type FieldIds, fieldIds, RankField, TextField } from './ReviewFields.tsx';
import type { Draft } from './review-draft.ts';
import { type DraftPatch, type T, useReviewForm } from './useReviewForm.ts';

/** The overall score (one decimal and its word), pending until every item has a rank. */
function OverallScore({ score, language, t }: { score: number | null; language: Language; t: T }) {
  return (
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
  );
}

/** How the guest appears: real name (initial of the surname), a nickname or anonymous. */
function PrivacyFields({
  id,
  draft,
  update,
  realName,
  t,
  ids,
}: {
  id: string;
  draft: Draft;
  update: (patch: DraftPatch) => void;
  realName: string;
  t: T;
  ids: FieldIds;
}) {
  const { privacy } = draft;
  return (
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
            onChange={() => update({ privacy: value })}
          />
          {label}
        </label>
      ))}
      {privacy === 'nickname' && (
        <TextField
          name="nickname"
          label={t('review.form.nickname')}
          value={draft.nickname}
          onChange={(nickname) => update({ nickname })}
          max={REVIEW_NICKNAME_MAX_LENGTH}
          required
          t={t}
          ids={ids}
        />
      )}
      {privacy !== 'anonymous' && (
        <label className="review-form__choice">
          <input
            type="checkbox"
            checked={draft.showAvatar}
            onChange={(event) => update({ showAvatar: event.target.checked })}
          />
          {t('review.form.avatar')}
        </label>
      )}
    </fieldset>
  );
}

/** Title, pros, cons, hint and the text items. */
function WordsFields({
  draft,
  update,
  t,
  ids,
}: {
  draft: Draft;
  update: (patch: DraftPatch) => void;
  t: T;
  ids: FieldIds;
}) {
  return (
    <fieldset className="review-form__group">
      <legend>{t('review.form.words')}</legend>
      <TextField
        name="title"
        label={t('review.form.title.label')}
        value={draft.title}
        onChange={(title) => update({ title })}
        max={REVIEW_TITLE_MAX_LENGTH}
        t={t}
        ids={ids}
      />
      {(
        [
          ['pro', t('review.form.pro.label')],
          ['con', t('review.form.con.label')],
          ['hint', t('review.form.hint.label')],
        ] as const
      ).map(([name, label]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          value={draft[name]}
          onChange={(value) => update({ [name]: value })}
          max={REVIEW_TEXT_MAX_LENGTH}
          multiline
          t={t}
          ids={ids}
        />
      ))}
      {GUEST_TEXT_ITEMS.map((item) => (
        <TextField
          key={item}
          name={`texts.${item}`}
          label={t.text(feedbackKey(item))}
          value={draft.texts[item]}
          onChange={(value) => update((d) => ({ texts: { ...d.texts, [item]: value } }))}
          max={REVIEW_ITEM_TEXT_MAX_LENGTH}
          multiline
          t={t}
          ids={ids}
        />
      ))}
    </fieldset>
  );
}

export function ReviewForm({
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
  const { form, draft, update, photos, errors, sending, failure, submit } = useReviewForm({
    view,
    api,
    t,
    onSent,
  });
  const ids = fieldIds(id, errors, t);
  const score = overallScore(GUEST_RANK_ITEMS.map((item) => draft.ranks[item]));
  const realName = [view.guest.name, view.guest.surname ? `${[...view.guest.surname][0]}.` : '']
    .filter(Boolean)
    .join(' ');
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
        {GUEST_RANK_ITEMS.map((item) => (
          <RankField
            key={item}
            name={`ranks.${item}`}
            label={rankNames[item] ?? ''}
            value={draft.ranks[item]}
            onChange={(value) => update((d) => ({ ranks: { ...d.ranks, [item]: value } }))}
            ids={ids}
            invalid={Boolean(errors[`ranks.${item}`])}
          />
        ))}
        <OverallScore score={score} language={language} t={t} />
      </fieldset>

      <WordsFields draft={draft} update={update} t={t} ids={ids} />

      <div className="review-form__group">
        <UploadButton
          t={t}
          label={t('review.form.photos')}
          help={t('review.form.photos.help')}
          items={photos.photos}
          disabled={sending}
          onAdd={photos.add}
          onRemove={photos.remove}
        />
        {ids.errorText('photos')}
      </div>

      <PrivacyFields id={id} draft={draft} update={update} realName={realName} t={t} ids={ids} />

      {failure && (
        <p className="review-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="review-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending || photos.uploading}
          aria-busy={sending}
        >
          {sending ? t('review.form.sending') : t('review.form.send')}
        </button>
      </div>
    </form>
  );
}
