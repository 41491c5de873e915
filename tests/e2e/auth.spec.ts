import { DEMO_MANAGER, expect, test } from './fixtures.ts';

test('a manager logs in, is recognised by me, and logs out', async ({ api, page, context }) => {
  expect((await api('GET', 'me')).status).toBe(401);

  const login = await api('POST', 'session', DEMO_MANAGER);
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ email: DEMO_MANAGER.email, username: 'manager' });

  const cookie = (await context.cookies()).find((c) => c.name === '__Host-itaca_session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
  // HttpOnly: page scripts cannot read the session token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('itaca_session');

  const me = await api('GET', 'me');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: DEMO_MANAGER.email, name: 'Giulia' });

  expect((await api('POST', 'logout')).status).toBe(200);
  expect((await api('GET', 'me')).status).toBe(401);
});

test('wrong password and unknown e-mail get the same answer', async ({ api }) => {
  const wrong = await api('POST', 'session', { email: DEMO_MANAGER.email, password: 'Wrong2026!x' });
  const unknown = await api('POST', 'session', { email: 'nobody@example.com', password: 'Wrong2026!x' });
  expect(wrong.status).toBe(401);
  expect(unknown).toEqual(wrong);
});

test('forgot password sends a link through the outbox that resets the password once', async ({
  api,
  page,
}) => {
  const forgot = await api('POST', 'resetPassword/manager', { email: DEMO_MANAGER.email });
  expect(forgot.status).toBe(200);

  await page.goto('/__local/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outbox = (await (await page.request.get('/__local/outbox.json')).json()) as {
    template: string;
    to_address: string;
    body_text: string;
  }[];
  const mail = outbox.find((m) => m.template === 'password-reset' && m.to_address === DEMO_MANAGER.email);
  expect(mail).toBeDefined();
  const text = mail?.body_text ?? '';
  const link = /http:\/\/127\.0\.0\.1:\d+\/password\/reset\?id=([\w-]+)&hashCode=([\w-]+)/.exec(text);
  expect(link).not.toBeNull();
  const [, id, hash] = link ?? [];

  await page.goto('/');
  const newPassword = 'Changed2026!';
  const reset = await api('POST', 'resetPassword/manager/new', {
    id,
    hash,
    password: newPassword,
    confirmPassword: newPassword,
  });
  expect(reset.status).toBe(200);
  const again = await api('POST', 'resetPassword/manager/new', {
    id,
    hash,
    password: 'Another2026!',
    confirmPassword: 'Another2026!',
  });
  expect(again.status).toBe(400);

  expect((await api('POST', 'session', DEMO_MANAGER)).status).toBe(401);
  expect((await api('POST', 'session', { email: DEMO_MANAGER.email, password: newPassword })).status).toBe(
    200,
  );
});
