import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_ENV = 'clinicaTemplate';
/** PostgreSQL: the URL of the login the app's tests run as (owns nothing, decision 002). */
export const RUNTIME_URL_ENV = 'clinicaRuntimeUrl';
export const tmpRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.test-tmp');

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** `url` with another login (no password: the test cluster trusts local connections). */
export function withLogin(url: string, login: string): string {
  const u = new URL(url);
  u.username = login;
  u.password = '';
  return u.toString();
}

/**
 * The PostgreSQL logins the suites use: `owner` creates the databases and runs the migrations
 * (DATABASE_OWNER_URL, else DATABASE_URL's login); the app's own connections run as `runtime` —
 * DATABASE_URL's login when an owner is given apart (as in CI), else a login the suites create.
 */
export function testLogins(): { owner: string; runtime: string | null } | null {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const owner = process.env.DATABASE_OWNER_URL;
  return owner ? { owner, runtime: url } : { owner: url, runtime: null };
}
