import { hash, verify } from '@node-rs/argon2';

// OWASP argon2id parameters: m=19456 KiB, t=2, p=1.
// algorithm 2 = Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const params = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, params);

// Verified against when the account does not exist, so unknown and known e-mails cost the same.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-0000');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * How a request hashes and checks passwords: argon2id in the server; the test app counts the checks
 * (issue 39: a burst of wrong passwords must not get past the throttle into argon2).
 */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(storedHash: string | null, password: string): Promise<boolean>;
}

export const argon2Passwords: Passwords = { hash: hashPassword, verify: verifyPassword };
