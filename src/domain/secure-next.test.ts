import { describe, expect, it } from 'vitest';
import { parseSecureNext } from './secure-next.ts';

describe('parseSecureNext: where a login may lead', () => {
  it.each([
    ['/secure', 'en', '/secure'],
    ['/secure/', 'en', '/secure/'],
    ['/secure/planning', 'en', '/secure/planning'],
    ['/secure/reservations?q=ROSSI&page=2', 'en', '/secure/reservations?q=ROSSI&page=2'],
    ['/secure/reservations/AB12CD#notes', 'en', '/secure/reservations/AB12CD#notes'],
    ['/it/secure', 'it', '/secure'],
    ['/it/secure/planning?view=M', 'it', '/secure/planning?view=M'],
    ['/secure/reservations/Rossi%20Anna', 'en', '/secure/reservations/Rossi%20Anna'],
  ] as const)('accepts %s', (next, language, path) => {
    expect(parseSecureNext(next)).toEqual({ language, path });
  });

  it.each([
    null,
    '',
    '//evil.example/secure',
    '///evil.example/secure',
    'https://evil.example/secure',
    'http:/secure',
    'javascript:alert(1)//secure',
    '/\\evil.example/secure',
    '/secure\\..\\login',
    '/secure/../x',
    '/secure/./planning',
    '/secure/%2e%2e/x',
    '/secure/%2E%2E/x',
    '/secure/%2fevil',
    '/secure/%5c..',
    '/secure/%zz',
    '/securex',
    '/secured/planning',
    '/it/securex',
    '/en/secure',
    '/login',
    '/',
    'secure/planning',
    '/secure/\tplanning',
    '/secure\n/planning',
    ' /secure',
    `/secure/${'a'.repeat(2001)}`,
  ])('refuses %j', (next) => {
    expect(parseSecureNext(next)).toBeNull();
  });
});
