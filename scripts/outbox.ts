/**
 * `npm run outbox`: prints the newest e-mails of the local D1 outbox (the local mailbox: with
 * MAIL_PROVIDER "outbox" nothing leaves the machine). Reads the state directory of
 * ITACA_PERSIST_TO when set, like `npm start`. The running site shows the same at /__local/outbox.
 *
 * Options: --limit N (default 20, at most 200), --json (raw rows).
 */
import { parseArgs } from 'node:util';
import { persistArgs, runWrangler } from './lib/wrangler.ts';

type OutboxMessage = {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_date: string;
  sent_date: string | null;
};

type D1ExecuteResult = { results?: OutboxMessage[]; success?: boolean };

const { values } = parseArgs({
  options: {
    limit: { type: 'string', default: '20' },
    json: { type: 'boolean', default: false },
  },
});

const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
  console.error(`--limit must be a whole number from 1 to 200, not ${values.limit}`);
  process.exit(2);
}

const sql = `SELECT id, to_address, subject, body_text, template, status, attempts, last_error, created_date, sent_date
FROM email_outbox ORDER BY id DESC LIMIT ${limit}`;

const result = await runWrangler(
  ['d1', 'execute', 'DB', '--local', '--json', '--command', sql, ...persistArgs()],
  {
    capture: true,
  },
);

function parseOutput(stdout: string): OutboxMessage[] | null {
  const start = stdout.indexOf('[');
  if (start < 0) return null;
  try {
    const parsed = JSON.parse(stdout.slice(start)) as D1ExecuteResult[];
    return parsed[0]?.results ?? [];
  } catch {
    return null;
  }
}

const messages = result.code === 0 ? parseOutput(result.stdout) : null;
if (!messages) {
  const output = `${result.stdout}\n${result.stderr}`.trim();
  console.error(`Could not read the local outbox (wrangler exit ${result.code}).`);
  if (/no such table/i.test(output))
    console.error('The database has no tables yet: run `npm run db:migrate` first.');
  else if (output) console.error(output);
  process.exit(1);
}

if (values.json) {
  console.log(JSON.stringify(messages, null, 2));
} else if (messages.length === 0) {
  console.log('The outbox is empty.');
} else {
  const rule = '-'.repeat(72);
  // Oldest first, so the newest message ends up right above the prompt.
  for (const message of [...messages].reverse()) {
    const status = message.attempts > 0 ? `${message.status}, ${message.attempts} attempts` : message.status;
    console.log(rule);
    console.log(`#${message.id}  ${message.created_date}  ${message.template}  (${status})`);
    console.log(`To:      ${message.to_address}`);
    console.log(`Subject: ${message.subject}`);
    if (message.last_error) console.log(`Error:   ${message.last_error}`);
    console.log('');
    console.log(message.body_text);
  }
  console.log(rule);
  console.log(`${messages.length} message${messages.length === 1 ? '' : 's'}, newest last.`);
}
