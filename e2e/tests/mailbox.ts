import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}

/** The e-mails the SMTP catcher received for an address (e2e/smtp-catcher.ts), oldest first. */
function received(address: string): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CaughtMail)
    .filter((m) => m.to.includes(address));
}

/** Waits until the catcher has an e-mail for the address whose subject matches; returns it. */
export async function caughtMail(address: string, subject: RegExp, timeout = 20_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(() => (found = received(address).find((m) => subject.test(m.subject))) !== undefined, {
      timeout,
    })
    .toBe(true);
  return found!;
}
