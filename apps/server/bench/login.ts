import { DEMO_PASSWORD } from '../src/db/seed/demo-ids.js';
import { SESSION_COOKIE } from '../src/plugins/auth.js';

/** Logs in through `POST /token` and answers the session cookie (`name=value`) to send with requests. */
export async function login(appUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${appUrl}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-requested-with': 'XMLHttpRequest',
      origin: appUrl,
    },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (res.status !== 200 || !session) {
    throw new Error(`login as ${email} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
  }
  await res.arrayBuffer().catch(() => undefined);
  return session.split(';')[0] ?? session;
}
