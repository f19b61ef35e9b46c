import fs from 'node:fs/promises';
import path from 'node:path';

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
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
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
