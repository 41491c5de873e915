import { describe, expect, it } from 'vitest';
import { checkFeedUrl, FeedUrlError, feedUrlRules, hostKind } from './feed-url.ts';

const production = feedUrlRules('production');
const local = feedUrlRules('local');

describe('checkFeedUrl in production', () => {
  it.each([
    [
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
      'https://www.airbnb.com/calendar/ical/123.ics?s=abc',
    ],
    ['  https://admin.booking.com/hotel/ical.ics?t=x  ', 'https://admin.booking.com/hotel/ical.ics?t=x'],
    ['webcal://calendar.example.com/feed.ics', 'https://calendar.example.com/feed.ics'],
    ['https://8.8.8.8/feed.ics', 'https://8.8.8.8/feed.ics'],
    ['https://[2606:4700::1111]/feed.ics', 'https://[2606:4700::1111]/feed.ics'],
    ['https://cal.example.com/feed.ics#top', 'https://cal.example.com/feed.ics'],
  ])('%s is fetched as %s', (input, url) => {
    expect(checkFeedUrl(input, production)).toEqual({ ok: true, url });
  });

  it.each([
    ['', FeedUrlError.invalid],
    ['not a url', FeedUrlError.invalid],
    ['ftp://cal.example.com/feed.ics', FeedUrlError.invalid],
    ['file:///etc/passwd', FeedUrlError.invalid],
    [`https://cal.example.com/${'a'.repeat(2000)}`, FeedUrlError.invalid],
    ['http://cal.example.com/feed.ics', FeedUrlError.https],
    ['https://user:secret@cal.example.com/feed.ics', FeedUrlError.credentials],
    ['https://localhost/feed.ics', FeedUrlError.host],
    ['https://api.localhost/feed.ics', FeedUrlError.host],
    ['https://127.0.0.1/feed.ics', FeedUrlError.host],
    ['https://127.1/feed.ics', FeedUrlError.host],
    ['https://0x7f000001/feed.ics', FeedUrlError.host],
    ['https://2130706433/feed.ics', FeedUrlError.host],
    ['https://10.0.0.5/feed.ics', FeedUrlError.host],
    ['https://172.16.0.1/feed.ics', FeedUrlError.host],
    ['https://172.31.255.255/feed.ics', FeedUrlError.host],
    ['https://192.168.1.1/feed.ics', FeedUrlError.host],
    ['https://169.254.169.254/latest/meta-data', FeedUrlError.host],
    ['https://100.64.0.1/feed.ics', FeedUrlError.host],
    ['https://0.0.0.0/feed.ics', FeedUrlError.host],
    ['https://224.0.0.1/feed.ics', FeedUrlError.host],
    ['https://[::1]/feed.ics', FeedUrlError.host],
    ['https://[::]/feed.ics', FeedUrlError.host],
    ['https://[::ffff:127.0.0.1]/feed.ics', FeedUrlError.host],
    ['https://[::ffff:a9fe:a9fe]/feed.ics', FeedUrlError.host],
    ['https://[fd00::1]/feed.ics', FeedUrlError.host],
    ['https://[fe80::1]/feed.ics', FeedUrlError.host],
    ['https://intranet/feed.ics', FeedUrlError.host],
    ['https://printer.local/feed.ics', FeedUrlError.host],
    ['http://127.0.0.1:8787/ical/x.ics', FeedUrlError.host],
  ])('%s is refused (%s)', (input, code) => {
    expect(checkFeedUrl(input, production)).toEqual({ ok: false, code });
  });
});

describe('checkFeedUrl on a developer machine', () => {
  it.each([
    ['http://127.0.0.1:8787/ical/abc.ics', 'http://127.0.0.1:8787/ical/abc.ics'],
    ['http://localhost:8884/ical/abc.ics', 'http://localhost:8884/ical/abc.ics'],
    ['http://[::1]:8787/ical/abc.ics', 'http://[::1]:8787/ical/abc.ics'],
  ])('loopback %s is allowed', (input, url) => {
    expect(checkFeedUrl(input, local)).toEqual({ ok: true, url });
  });

  it.each([
    ['http://192.168.1.1/feed.ics', FeedUrlError.host],
    ['http://169.254.169.254/', FeedUrlError.host],
    ['http://cal.example.com/feed.ics', FeedUrlError.https],
  ])('%s is still refused (%s)', (input, code) => {
    expect(checkFeedUrl(input, local)).toEqual({ ok: false, code });
  });
});

describe('hostKind', () => {
  it.each([
    ['www.booking.com', 'public'],
    ['localhost.', 'loopback'],
    ['127.255.0.1', 'loopback'],
    ['172.15.0.1', 'public'],
    ['172.32.0.1', 'public'],
    ['[2001:db8::ffff:1]', 'public'],
    ['[::ffff:10.0.0.1]', 'internal'],
    ['[64:ff9b::a00:1]', 'internal'],
    ['[1:2:3]', 'internal'],
  ])('%s → %s', (host, kind) => {
    expect(hostKind(host)).toBe(kind);
  });
});
