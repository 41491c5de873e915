import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

describe('GET /api/rs/public/about', () => {
  it('answers 404 in the error shape when no About row exists', async () => {
    const res = await SELF.fetch('https://itaca.test/api/rs/public/about');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Error getting application info', errors: [] });
  });
});
