// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import {
  CardView,
  formatExpiry,
  formatLoadedAmount,
  fundingOfPaymentType,
  maskedNumber,
  VirtualCardView,
} from './CardView.tsx';

afterEach(cleanup);

const t = (language: 'en' | 'it') => createTranslate(dictionaries as MessageBundle, language);

describe('card formats (PROPDATA-2 payment method)', () => {
  it.each([
    [1, 2029, 1, '01/2029'],
    [12, 2030, 1, '12/2030'],
    [0, 2029, 0, '01/2029'],
    [11, 2029, 0, '12/2029'],
    [12, 2029, 0, '—'],
    [0, 2029, 1, '—'],
  ] as const)('month %i of %i (base %i) shows %s', (month, year, base, shown) => {
    expect(formatExpiry(month, year, base)).toBe(shown);
  });

  it('masks everything but the last four digits', () => {
    expect(maskedNumber('1111')).toBe('•••• 1111');
    expect(maskedNumber('4111111111111111')).toBe('•••• 1111');
  });

  it('maps the payment-method type to Credit or Debit', () => {
    expect(fundingOfPaymentType('CREDIT_CARD')).toBe('CREDIT');
    expect(fundingOfPaymentType('OTHER_CARD')).toBe('DEBIT');
    expect(fundingOfPaymentType(undefined)).toBeNull();
  });

  it('formats the loaded amount in the page language, nothing when unknown', () => {
    expect(formatLoadedAmount(120, 'EUR', 'en')).toBe('€120.00');
    expect(formatLoadedAmount(12345.5, 'EUR', 'it')).toMatch(/^12\.345,50\s€$/);
    expect(formatLoadedAmount(null, 'EUR', 'en')).toBeNull();
  });
});

describe('<CardView>', () => {
  it('shows brand, Credit or Debit, holder, last 4 and expiry of a stored booking card', () => {
    render(
      <CardView
        t={t('en')}
        card={{
          circuit: 'MASTERCARD',
          funding: 'DEBIT',
          holder: 'Anna Rossi',
          last4: '4444',
          expiryMonth: 5,
          expiryYear: 2029,
        }}
      />,
    );
    expect(screen.getByText('Mastercard')).toBeTruthy();
    expect(screen.getByText('Debit')).toBeTruthy();
    expect(screen.getByText('Anna Rossi')).toBeTruthy();
    expect(screen.getByText('•••• 4444')).toBeTruthy();
    expect(screen.getByText('ending in 4444')).toBeTruthy();
    expect(screen.getByText('05/2029')).toBeTruthy();
  });

  it('shows a 0–11 month + 1 and speaks Italian', () => {
    render(
      <CardView
        t={t('it')}
        monthBase={0}
        card={{ circuit: 'VISA', funding: 'CREDIT', last4: '1111', expiryMonth: 0, expiryYear: 2030 }}
      />,
    );
    expect(screen.getByText('01/2030')).toBeTruthy();
    expect(screen.getByText('Credito')).toBeTruthy();
    expect(screen.getByText('Scadenza')).toBeTruthy();
  });
});

describe('<VirtualCardView>', () => {
  it('shows the channel, virtual card, last 4, expiry and the loaded amount', () => {
    render(
      <VirtualCardView
        t={t('en')}
        language="en"
        channelLabel="Booking.com"
        card={{
          channel: 'BOOKING',
          last4: '9876',
          expiryMonth: 3,
          expiryYear: 2027,
          amount: 312.4,
          currency: 'EUR',
        }}
      />,
    );
    expect(screen.getByText('Booking.com')).toBeTruthy();
    expect(screen.getByText('Virtual card')).toBeTruthy();
    expect(screen.getByText('•••• 9876')).toBeTruthy();
    expect(screen.getByText('03/2027')).toBeTruthy();
    expect(screen.getByText('€312.40')).toBeTruthy();
  });

  it('leaves the amount out when the channel did not give it', () => {
    render(
      <VirtualCardView
        t={t('en')}
        language="en"
        card={{ channel: 'EXPEDIA', last4: '1234', expiryMonth: 3, expiryYear: 2027 }}
      />,
    );
    expect(screen.getByText('EXPEDIA')).toBeTruthy();
    expect(screen.queryByText('Loaded with')).toBeNull();
  });
});
