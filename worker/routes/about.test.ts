import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/rs/public/about', () => {
  it('answers 404 in the error shape when no About row exists', async () => {
    const res = await SELF.fetch('https://itaca.test/api/rs/public/about');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Error getting application info', errors: [] });
  });
});

describe('GET /api/rs/public/storage from a hotel site', () => {
  const STORAGE = 'https://itaca.test/api/rs/public/storage';

  it('answers any origin, so the widget on a hotel site shows room photos', async () => {
    await env.DB.prepare(
      `INSERT OR REPLACE INTO app_config (key, value_json) VALUES ('storage', '{"url":"/images"}')`,
    ).run();
    const res = await SELF.fetch(STORAGE, { headers: { Origin: 'https://www.hotel.example' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: '/images' });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers its preflight (the widget sends X-Requested-With and X-Itaca-Instance)', async () => {
    const res = await SELF.fetch(STORAGE, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.hotel.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with, x-itaca-instance',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')).toContain('X-Itaca-Instance');
  });

  it('answers the preflight of a public write without permission (our own pages only)', async () => {
    const res = await SELF.fetch('https://itaca.test/api/rs/public/session', {
      method: 'OPTIONS',
      headers: { Origin: 'https://www.hotel.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
