/**
 * The guest reviews' shared widgets in the component gallery (INSIGHT-1): ReviewSummary, ReviewCard
 * (with and without the guest's actions, anonymous, with a reply and photos), every ReviewAvatar
 * (portal, Facebook and Google pictures, initials, default) and UploadButton
 * (empty, with photos in each state). Sample data, local state only.
 */
import { useMemo, useState } from 'react';
import type { PublicReview, ReviewsSummary } from '../../contracts/reviews.ts';
import type { Language } from '../../contracts/types.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { ReviewAvatar, ReviewCard } from '../ReviewCard.tsx';
import { ReviewSummary } from '../ReviewSummary.tsx';
import { UploadButton, type UploadItem } from '../UploadButton.tsx';

const SUMMARY: ReviewsSummary = {
  totalReviews: 24,
  gar: 8.4,
  reviewsScoreMap: { '4': 1, '5': 0, '6': 2, '7': 3, '8': 8, '9': 7, '10': 3 },
};

function sample(now: number): PublicReview {
  return {
    id: 9001,
    score: 8.7,
    label: 'review.score.8',
    title: 'Frescoes and a quiet garden',
    pro: 'Kind staff who remembered our names from the first evening, a room with frescoes on the ceiling and a quiet garden where breakfast was served every morning under the lemon trees. We would come back for the garden alone.',
    con: 'The lift is small.',
    hint: null,
    feedbacks: [
      { type: 'RANK', titleKey: 'review.feedback.cleanliness', value: 9 },
      { type: 'RANK', titleKey: 'review.feedback.comfort', value: 8 },
      { type: 'RANK', titleKey: 'review.feedback.location', value: 10 },
      { type: 'RANK', titleKey: 'review.feedback.facilities', value: 7 },
      { type: 'RANK', titleKey: 'review.feedback.staff', value: 10 },
      { type: 'RANK', titleKey: 'review.feedback.value', value: 8 },
      { type: 'TEXT', titleKey: 'review.feedback.room', value: null },
      { type: 'TEXT', titleKey: 'review.feedback.breakfast', value: 'Fresh pastries every morning.' },
    ],
    photos: [{ url: '/images/hotels/ca-dei-dogi-venezia/1.svg', contentType: 'image/svg+xml' }],
    likes: 3,
    reply: { response: 'Thank you: the lemon trees say hello.', date: new Date(now).toISOString() },
    language: 'en',
    createdDate: new Date(now - 2 * 86_400_000).toISOString(),
    author: {
      name: 'Anna R.',
      anonymous: false,
      showAvatar: true,
      avatarType: 'PORTAL',
      avatar: null,
      reviewsCount: 2,
    },
    reservation: { checkin: '2026-11-10', checkout: '2026-11-13', source: 'BOOKING' },
    hotel: { id: 1, name: "Ca' dei Dogi", ref: 'ca-dei-dogi-venezia' },
  };
}

/** Every avatar the card shows (BODATA-10 avatarType), with the demo pictures. */
const AVATAR_SAMPLES: ReadonlyArray<
  readonly [string, Pick<PublicReview['author'], 'name' | 'showAvatar' | 'avatarType' | 'avatar'>]
> = [
  [
    'PORTAL',
    { name: 'Marco B.', showAvatar: true, avatarType: 'PORTAL', avatar: '/images/avatars/marco-bianchi.svg' },
  ],
  [
    'FACEBOOK',
    {
      name: 'Giorgio R.',
      showAvatar: true,
      avatarType: 'FACEBOOK',
      avatar: '/images/avatars/facebook-giorgio-russo.svg',
    },
  ],
  [
    'GOOGLE',
    {
      name: 'Sara R.',
      showAvatar: true,
      avatarType: 'GOOGLE',
      avatar: '/images/avatars/google-sara-ricci.svg',
    },
  ],
  ['initials', { name: 'Anna R.', showAvatar: true, avatarType: 'PORTAL', avatar: null }],
  ['default', { name: 'Anna R.', showAvatar: false, avatarType: 'PORTAL', avatar: null }],
];

export function ReviewWidgetsDemo({ language }: { language: Language }) {
  const t = useMemo(
    () => createTranslate({ en: dictionaries.en, it: dictionaries.it }, language),
    [language],
  );
  const now = useMemo(() => Date.now(), []);
  const review = useMemo(() => sample(now), [now]);
  const [liked, setLiked] = useState(false);
  const [items, setItems] = useState<UploadItem[]>([
    {
      id: 'a',
      name: 'garden.jpg',
      size: 120_000,
      previewUrl: '/images/hotels/ca-dei-dogi-venezia/1.svg',
      status: 'done',
    },
    {
      id: 'b',
      name: 'room.png',
      size: 90_000,
      previewUrl: '/images/hotels/ca-dei-dogi-venezia/1.svg',
      status: 'uploading',
    },
    {
      id: 'c',
      name: 'notes.jpg',
      size: 20,
      previewUrl: '/images/hotels/ca-dei-dogi-venezia/1.svg',
      status: 'error',
      error: 'error.photo.not.image',
    },
  ]);
  return (
    <>
      <div className="gallery__state card gallery__state--wide">
        <h3>ReviewSummary</h3>
        <ReviewSummary summary={SUMMARY} t={t} language={language} />
        <ReviewSummary
          summary={{ totalReviews: 0, gar: null, reviewsScoreMap: {} }}
          t={t}
          language={language}
        />
      </div>
      <div className="gallery__state card gallery__state--wide">
        <h3>ReviewCard</h3>
        <ReviewCard
          review={{ ...review, likes: review.likes + (liked ? 1 : 0) }}
          t={t}
          language={language}
          now={new Date(now)}
          liked={liked}
          onLike={async (like) => setLiked(like)}
          onReport={async () => {}}
          hotelHref={`/hotel/${review.hotel.ref}`}
        />
        <ReviewCard
          review={{
            ...review,
            id: 9002,
            author: {
              name: null,
              anonymous: true,
              showAvatar: false,
              avatarType: 'PORTAL',
              avatar: null,
              reviewsCount: 0,
            },
            reply: null,
            photos: [],
            likes: 0,
            createdDate: new Date(now - 40 * 86_400_000).toISOString(),
          }}
          t={t}
          language={language}
          now={new Date(now)}
        />
      </div>
      <div className="gallery__state card gallery__state--wide">
        <h3>ReviewAvatar</h3>
        <ul className="gallery__avatars">
          {AVATAR_SAMPLES.map(([label, author]) => (
            <li key={label}>
              <ReviewAvatar author={{ ...author, anonymous: false, reviewsCount: 1 }} />
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="gallery__state card gallery__state--wide">
        <h3>UploadButton</h3>
        <UploadButton
          t={t}
          label="Photos"
          help="Up to 10 images, 50 MB each, 500 MB in all."
          items={items}
          onAdd={(files) =>
            setItems((current) => [
              ...current,
              ...files.map((file) => ({
                id: crypto.randomUUID(),
                name: file.name,
                size: file.size,
                previewUrl: URL.createObjectURL(file),
                status: 'done' as const,
              })),
            ])
          }
          onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
        />
      </div>
    </>
  );
}
