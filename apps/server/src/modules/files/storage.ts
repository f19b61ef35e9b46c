import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError, messages } from '../../lib/errors.js';

/** Where file bytes live. The local-disk driver now; an object store later keeps the same shape. */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function localDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!/^[a-zA-Z0-9/_-]+$/.test(key) || key.includes('..')) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, bytes);
      } catch (e) {
        // Never a partial file left behind; a full disk (or quota) is the client's to hear, as 507 (RFC 4918
        // §11.5): every caller writes the bytes before its row, so no row is written either (issue 52).
        await fs.rm(file, { force: true });
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'ENOSPC' || code === 'EDQUOT')
          throw new AppError(507, 'insufficient_storage', messages.insufficientStorage);
        throw e;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
