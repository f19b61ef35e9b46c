import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_ENV = 'clinicaTemplate';
export const tmpRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.test-tmp');

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
