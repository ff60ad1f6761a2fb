import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_PATTERN, type Storage } from './storage';

export const LOCAL_UPLOADS_URL_PREFIX = '/media/uploads/';

/** Files under root; a key names its content, so an existing file is already the right one. */
export function createLocalStorage(root: string): Storage {
  return {
    localRoot: root,
    async put(key, bytes) {
      if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
      const file = path.join(root, key);
      const exists = await access(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(path.dirname(file), { recursive: true });
        // Write then rename, so a reader never sees half a file.
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      }
      return `${LOCAL_UPLOADS_URL_PREFIX}${key}`;
    },
  };
}
