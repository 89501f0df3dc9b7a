// STAND-IN for Mailpit, for machines that cannot pull axllent/mailpit: an SMTP
// catcher on 1025 that keeps every message as an .eml file beside MP_DATABASE
// (so on the same volume), and a read-only JSON list on 8025 shaped like
// Mailpit's GET /api/v1/messages. Not Mailpit: no web UI, no search.
import { SMTPServer } from 'smtp-server';
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(path.dirname(process.env.MP_DATABASE || '/data/mailpit.db'), 'stand-in-messages');
mkdirSync(dir, { recursive: true });
const header = (raw, name) => raw.match(new RegExp(`^${name}:\\s*(.*)$`, 'mi'))?.[1]?.trim() ?? '';

const smtp = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  size: 30 * 1024 * 1024,
  onAuth: (_auth, _session, cb) => cb(null, { user: 'any' }),
  onData(stream, session, cb) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const id = `${Date.now()}-${session.id}`;
      writeFileSync(path.join(dir, `${id}.tmp`), Buffer.concat(chunks));
      renameSync(path.join(dir, `${id}.tmp`), path.join(dir, `${id}.eml`));
      console.log(`stored ${id}.eml (${Buffer.concat(chunks).length} bytes)`);
      cb(null, `Ok: queued as ${id}`);
    });
  },
});
smtp.listen(1025, '0.0.0.0', () => console.log(`stand-in SMTP on 1025, messages in ${dir}`));

createServer((req, res) => {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const messages = files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8').split(/\r?\n\r?\n/)[0];
    return {
      ID: f.replace(/\.eml$/, ''),
      Subject: header(raw, 'Subject'),
      From: header(raw, 'From'),
      To: header(raw, 'To'),
      Size: readFileSync(path.join(dir, f)).length,
    };
  });
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ standIn: 'not Mailpit: a local SMTP catcher', total: messages.length, messages }));
}).listen(8025, '0.0.0.0');
for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => process.exit(0));
