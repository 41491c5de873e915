/**
 * The public review answers made from stored records: the author's privacy as the guest chose it,
 * storage URLs for photos and avatar, and the summary's average and zero-filled count per label.
 */
import { describe, expect, it } from 'vitest';
import type { GuestReviewRecord } from '../data/guest-reviews.ts';
import { publicReviewView, reviewsSummaryView } from './public-reviews.ts';

const REVIEW: GuestReviewRecord = {
  id: 3,
  score: 8.6,
  title: 'Quiet',
  pro: null,
  con: null,
  hint: null,
  feedbacks: [{ type: 'RANK', titleKey: 'review.item.cleaning', value: 9 }],
  photos: [{ key: 'reviews/4/a.jpg', contentType: 'image/jpeg' }],
  likes: 2,
  reply: null,
  replyDate: null,
  language: 'it',
  createdDate: '2026-03-01T10:00:00.000Z',
  author: {
    name: 'Giulia',
    surname: 'Rossi',
    nickname: null,
    anonymous: false,
    showRealName: true,
    showAvatar: true,
    avatarType: 'GOOGLE',
    avatarKey: ' avatars/g.png ',
    reviewsCount: 1,
  },
  stay: { checkin: '2026-02-20', checkout: '2026-02-23', source: 'DIRECT' },
  hotel: { id: 1, name: 'Hotel Itaca', alias: 'itaca' },
};

describe('publicReviewView', () => {
  it('names the author as allowed and points photos and avatar at the storage', () => {
    const view = publicReviewView(REVIEW, 'https://cdn.test/images');
    expect(view.photos).toEqual([
      { url: 'https://cdn.test/images/reviews/4/a.jpg', contentType: 'image/jpeg' },
    ]);
    expect(view.author).toEqual({
      name: 'Giulia R.',
      anonymous: false,
      showAvatar: true,
      avatarType: 'GOOGLE',
      avatar: 'https://cdn.test/images/avatars/g.png',
      reviewsCount: 1,
    });
    expect(view.hotel).toEqual({ id: 1, name: 'Hotel Itaca', ref: 'itaca' });
  });

  it('shows no avatar of an anonymous review and reads an unknown avatar type as the portal', () => {
    const author = {
      ...REVIEW.author,
      name: null,
      surname: null,
      anonymous: true,
      avatarType: 'X',
      avatarKey: null,
    };
    const view = publicReviewView({ ...REVIEW, author }, '/images');
    expect([view.author.showAvatar, view.author.avatarType, view.author.avatar]).toEqual([
      false,
      'PORTAL',
      null,
    ]);
  });
});

describe('reviewsSummaryView', () => {
  it('averages the tenths to one decimal and lists every label, 0 included', () => {
    const summary = reviewsSummaryView({
      count: 3,
      scoreTenths: 257,
      byLabel: new Map([
        [8, 2],
        [9, 1],
      ]),
    });
    expect(summary).toEqual({
      totalReviews: 3,
      gar: 8.6,
      reviewsScoreMap: { '4': 0, '5': 0, '6': 0, '7': 0, '8': 2, '9': 1, '10': 0 },
    });
  });

  it('has no average without reviews', () => {
    expect(reviewsSummaryView({ count: 0, scoreTenths: 0, byLabel: new Map() }).gar).toBeNull();
  });
});
