import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser journeys (Playwright's global set-up): the app under test sends
 * every e-mail to it over SMTP (`SMTP_URL` in the config's webServer), and it writes each message it
 * receives as JSON into `E2E_MAIL_DIR`, where a journey reads it (`e2e/tests/mailbox.ts`).
 */
export default async function startSmtpCatcher(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR!;
  const port = Number(process.env.E2E_SMTP_PORT);
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const message = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              base64: a.content.toString('base64'),
            })),
          };
          writeFileSync(join(dir, `${Date.now()}-${++n}.json`), JSON.stringify(message));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
