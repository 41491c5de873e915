// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '../contracts/reviews.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewSummary } from './ReviewSummary.tsx';

afterEach(cleanup);

const t = (language: 'en' | 'it') => createTranslate(dictionaries as MessageBundle, language);
const NOW = new Date('2026-11-26T10:00:00Z');

function review(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 7,
    score: 8.7,
    label: 'review.score.8',
    title: 'Frescoes',
    pro: `${'a'.repeat(150)} ${'b'.repeat(80)}`,
    con: null,
    hint: 'Short hint',
    feedbacks: [
      { type: 'RANK', titleKey: 'review.feedback.staff', value: 10 },
      { type: 'TEXT', titleKey: 'review.feedback.room', value: null },
      { type: 'TEXT', titleKey: 'review.feedback.breakfast', value: 'Pastries' },
    ],
    photos: [],
    likes: 1,
    reply: { response: 'Thank you!', date: null },
    language: 'en',
    createdDate: '2026-11-20T10:00:00Z',
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
    ...overrides,
  };
}

describe('ReviewCard (BOSCREENS review fragment)', () => {
  it('shows score, label, new badge, author, stay, source, reply, and read-more past 200 characters', () => {
    render(<ReviewCard review={review()} t={t('en')} language="en" now={NOW} />);
    expect(screen.getByText('8.7')).toBeTruthy();
    expect(screen.getByText('Very good')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('Anna R.')).toBeTruthy();
    expect(screen.getByText('AR')).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
    expect(screen.getByText(/Booked through Booking\.com/)).toBeTruthy();
    expect(screen.getByText("Reply from Ca' dei Dogi")).toBeTruthy();
    expect(screen.getByText('1 guest found this helpful')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(screen.queryByText(/b{80}/)).toBeNull();
    fireEvent.click(more);
    expect(screen.getByText(/b{80}/)).toBeTruthy();
    // No token: counts only, no actions.
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report this review' })).toBeNull();
  });

  it("toggles the details: RANK bars with their value, text items or 'no comment'", () => {
    render(<ReviewCard review={review()} t={t('it')} language="it" now={NOW} />);
    const toggle = screen.getByRole('button', { name: 'Mostra dettagli' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Personale')).toBeTruthy();
    expect(screen.getByText('10 su 10')).toBeTruthy();
    expect(screen.getByText('Nessun commento')).toBeTruthy();
    expect(screen.getByText('Pastries')).toBeTruthy();
  });

  it("names an anonymous guest so, and is no longer 'new' after 7 days", () => {
    render(
      <ReviewCard
        review={review({
          author: {
            name: null,
            anonymous: true,
            showAvatar: false,
            avatarType: 'PORTAL',
            avatar: null,
            reviewsCount: 0,
          },
          createdDate: '2026-11-19T10:00:00Z',
        })}
        t={t('en')}
        language="en"
        now={NOW}
      />,
    );
    expect(screen.getByText('An anonymous guest')).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });

  it.each([
    // [avatarType, picture, shown, expected: picture | 'initials' | 'default', network badge]
    ['PORTAL', '/images/avatars/marco-bianchi.svg', true, 'picture', null],
    ['FACEBOOK', '/images/avatars/facebook-giorgio-russo.svg', true, 'picture', 'f'],
    ['GOOGLE', '/images/avatars/google-sara-ricci.svg', true, 'picture', 'G'],
    ['PORTAL', null, true, 'initials', null],
    ['GOOGLE', '/images/avatars/google-sara-ricci.svg', false, 'default', null],
  ] as const)(
    'shows a %s avatar (picture %s, shown %s) as %s',
    (avatarType, avatar, shown, expected, badge) => {
      const { container } = render(
        <ReviewCard
          review={review({
            author: {
              name: 'Anna R.',
              anonymous: false,
              showAvatar: shown,
              avatarType,
              avatar,
              reviewsCount: 2,
            },
          })}
          t={t('en')}
          language="en"
          now={NOW}
        />,
      );
      const box = container.querySelector('.ui-review__avatar');
      expect(box?.getAttribute('aria-hidden')).toBe('true');
      const img = box?.querySelector('img');
      expect(img?.getAttribute('src') ?? null).toBe(expected === 'picture' ? avatar : null);
      expect(img?.getAttribute('alt') ?? '').toBe('');
      expect(box?.classList.contains('ui-review__avatar--default')).toBe(expected === 'default');
      expect(box?.textContent).toBe(expected === 'initials' ? 'AR' : (badge ?? ''));
      if (expected === 'picture') expect(box?.getAttribute('data-avatar-type')).toBe(avatarType);
    },
  );

  it("marks 'helpful' for the current guest and reports with a type and a note", async () => {
    const onLike = vi.fn(async () => {});
    const onReport = vi.fn(async () => {});
    const { rerender } = render(
      <ReviewCard
        review={review()}
        t={t('en')}
        language="en"
        now={NOW}
        onLike={onLike}
        onReport={onReport}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(onLike).toHaveBeenCalledWith(true));
    rerender(
      <ReviewCard
        review={review({ likes: 2 })}
        t={t('en')}
        language="en"
        now={NOW}
        liked
        onLike={onLike}
        onReport={onReport}
      />,
    );
    const marked = screen.getByRole('button', { name: 'You found this helpful' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Report this review' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Ads ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReport).toHaveBeenCalledWith({ type: 'SPAM', note: 'Ads' }));
    await screen.findByText('Thank you: the hotel and our team will look at it.');
  });

  it('shows a failed like in words', async () => {
    render(
      <ReviewCard
        review={review()}
        t={t('en')}
        language="en"
        now={NOW}
        onLike={async () => {
          throw new Error('');
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work: please try again.');
  });
});

describe('ReviewSummary (BOSCREENS, BOLIM)', () => {
  it('shows the average with its label, the count and rounded percentages for 4..10', () => {
    render(
      <ReviewSummary
        summary={{
          totalReviews: 3,
          gar: 7.3,
          reviewsScoreMap: { '4': 0, '5': 0, '6': 0, '7': 2, '8': 0, '9': 1, '10': 0 },
        }}
        t={t('en')}
        language="en"
      />,
    );
    expect(screen.getByText('7.3')).toBeTruthy();
    expect(screen.getByText('Good')).toBeTruthy();
    expect(screen.getByText('3 reviews')).toBeTruthy();
    expect(screen.getByText('Good: 2 reviews, 67%')).toBeTruthy();
    expect(screen.getByText('Excellent: 1 review, 33%')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('says so when there is no review', () => {
    render(
      <ReviewSummary
        summary={{ totalReviews: 0, gar: null, reviewsScoreMap: {} }}
        t={t('it')}
        language="it"
      />,
    );
    expect(screen.getByText('Nessun ospite ha ancora recensito questa struttura.')).toBeTruthy();
  });
});
