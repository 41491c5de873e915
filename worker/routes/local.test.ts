import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import { queueEmailStatement } from '../mail/outbox.ts';
import { linkify } from './local.ts';

const localEnv = { ...env, ENVIRONMENT: 'local' };

describe('/__local/outbox', () => {
  it('does not exist outside the local environment', async () => {
    for (const path of ['/__local/outbox', '/__local/outbox.json']) {
      const res = await SELF.fetch(`https://itaca.test${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found', errors: [] });
    }
  });

  it('lists the newest messages locally, escaped, with clickable links', async () => {
    await queueEmailStatement(env.DB, {
      to: 'manager@example.com',
      subject: 'Reset <b>now</b>',
      text: 'Hello <script>alert(1)</script>\n\nhttps://itaca.test/password/reset?id=abc&hashCode=def\n',
      template: 'password-reset',
    }).run();
    const res = await app.request('/__local/outbox', {}, localEnv);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Reset &#60;b&#62;now&#60;/b&#62;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain(
      '<a href="https://itaca.test/password/reset?id=abc&#38;hashCode=def">https://itaca.test/password/reset?id=abc&#38;hashCode=def</a>',
    );
    expect(html).toContain('manager@example.com');

    // The HTML part, sandboxed, and alone at its own address.
    expect(html).toMatch(
      /<iframe title="HTML part of Reset &#60;b&#62;now&#60;\/b&#62;" sandbox="" srcdoc="&#60;!DOCTYPE/,
    );

    const json = await app.request('/__local/outbox.json', {}, localEnv);
    expect(json.status).toBe(200);
    const rows = (await json.json()) as { id: number; to_address: string; subject: string }[];
    expect(rows[0]).toMatchObject({ to_address: 'manager@example.com', subject: 'Reset <b>now</b>' });
    const part = await app.request(`/__local/outbox/${rows[0]?.id}.html`, {}, localEnv);
    expect(part.status).toBe(200);
    expect(await part.text()).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await app.request('/__local/outbox/999999.html', {}, localEnv)).status).toBe(404);
  });

  it('shows at most 50 messages, newest first', async () => {
    const statements = [
      queueEmailStatement(env.DB, {
        to: 'first@example.com',
        subject: 'First',
        text: 't',
        template: 'first',
      }),
      ...Array.from({ length: 55 }, (_, i) =>
        queueEmailStatement(env.DB, {
          to: `m${i}@example.com`,
          subject: `S${i}`,
          text: 't',
          template: 'test',
        }),
      ),
    ];
    await env.DB.batch(statements);
    const rows = (await (await app.request('/__local/outbox.json', {}, localEnv)).json()) as {
      subject: string;
    }[];
    expect(rows).toHaveLength(50);
    expect(rows[0]?.subject).toBe('S54');
    // One template's newest only: the first message, however many came after it.
    const first = (await (await app.request('/__local/outbox.json?template=first', {}, localEnv)).json()) as {
      subject: string;
    }[];
    expect(first.map((row) => row.subject)).toEqual(['First']);
  });
});

describe('linkify', () => {
  it('links only http(s) URLs and keeps trailing punctuation outside', () => {
    expect(linkify('see https://a.test/x?y=1&z=2. or javascript:alert(1)')).toBe(
      'see <a href="https://a.test/x?y=1&#38;z=2">https://a.test/x?y=1&#38;z=2</a>. or javascript:alert(1)',
    );
    expect(linkify('<i>"quoted"</i>')).toBe('&#60;i&#62;&#34;quoted&#34;&#60;/i&#62;');
  });
});
