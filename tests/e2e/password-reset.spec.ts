/**
 * The demo manager's password reset through the outbox (SITE). It changes the demo password,
 * which every back-office file signs in with, so playwright.config.ts runs this file last (its
 * own project, after the others).
 */
import { DEMO_MANAGER, expect, test } from './fixtures.ts';

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
