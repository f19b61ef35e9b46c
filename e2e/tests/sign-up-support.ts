import { expect, type APIRequestContext } from '@playwright/test';

const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** A new address for each sign-up, so runs never collide with each other or with the demo seed. */
export function newEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.pt`;
}

export interface Message {
  subject: string | null;
  text: string;
  created_at: string;
}

/** The e-mails the server kept for an address, newest first (the test harness's outbox). */
export async function outbox(request: APIRequestContext, email: string): Promise<Message[]> {
  const response = await request.post('/api/test/outbox', { data: { email }, headers });
  expect(response.status(), 'POST /api/test/outbox').toBe(200);
  return ((await response.json()) as { messages: Message[] }).messages;
}

/** Waits for an e-mail whose text matches, and returns the first capture group. */
export async function fromMail(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
  skip: (value: string) => boolean = () => false,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        for (const message of await outbox(request, email)) {
          const value = pattern.exec(message.text)?.[1];
          if (value && !skip(value)) {
            found = value;
            return true;
          }
          if (value) return false; // newest first: the newest match is the one that counts
        }
        return false;
      },
      { message: `an e-mail to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

export const signUpCode = /(?:^|\n)(\d{6})(?:\n|$)/;
export const resetLink = /(https?:\/\/\S+\/reset-password\/set-password\?token=\S+)/;

/** A clinic and its manager through the API alone, for journeys that need a fresh account. */
export async function signUpThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const registered = await request.post('/sign-up/register-new-tenant', {
    data: {
      clinic_name: 'Fisio Teste',
      first_name: 'Rita',
      surname: 'Teste',
      email,
      phone: '912345678',
      accept_terms: true,
    },
    headers,
  });
  expect(registered.status(), 'register-new-tenant').toBe(201);
  const code = await fromMail(request, email, signUpCode);
  const confirmed = await request.post('/sign-up/confirm-user-registration-code', {
    data: { email, code },
    headers,
  });
  expect(confirmed.status(), 'confirm code').toBe(200);
  const { token } = (await confirmed.json()) as { token: string };
  const set = await request.post('/reset-password/reset-password-with-token', {
    data: { token, password },
    headers,
  });
  expect(set.status(), 'set password').toBe(200);
}
