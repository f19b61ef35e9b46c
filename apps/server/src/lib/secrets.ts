import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept in the database (issue 53: a provider's API key) are sealed with AES-256-GCM under the
 * installation's SECRETS_KEY (config.ts): `v1:<iv>:<tag>:<ciphertext>`, base64url parts. The key never
 * reaches the database; a sealed value read without the right key fails its tag check.
 */
export interface Secrets {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** Outside production without SECRETS_KEY: a fixed development key (config refuses to save in production). */
const DEVELOPMENT_KEY = 'clinica-development-secrets-key-not-for-production';

const keyOf = (secret: string) => {
  // 32 bytes given as base64 or hex are the key itself; any other text is hashed to 32 bytes.
  for (const encoding of ['base64', 'hex'] as const) {
    const bytes = Buffer.from(secret, encoding);
    if (bytes.length === 32 && bytes.toString(encoding).replace(/=+$/, '') === secret.replace(/=+$/, ''))
      return bytes;
  }
  return createHash('sha256').update(secret, 'utf8').digest();
};

export function secretsWith(secret: string | undefined): Secrets {
  const key = keyOf(secret ?? DEVELOPMENT_KEY);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
