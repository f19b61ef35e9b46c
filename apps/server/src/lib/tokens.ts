import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit secret, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** Secrets are stored only as their SHA-256 (a 256-bit random value needs no slow hash). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
