import { stat } from 'node:fs/promises';

/**
 * A file's version (inode, size, modification time), checked on each use: cheaper than a watcher
 * and right on every filesystem and with editors that replace the file, so an edit is live on the
 * next request. Requests that arrive while a check is running share it: under load one stat
 * answers a whole burst instead of one stat per request. A missing file has a version too
 * (`missing:ENOENT`), so its return is noticed like any change.
 */
export class FileVersion {
  private running: Promise<string> | undefined;

  constructor(readonly file: string) {}

  read(): Promise<string> {
    if (!this.running) {
      const check = stat(this.file).then(
        (info) => `${info.ino}:${info.size}:${info.mtimeMs}`,
        (error: NodeJS.ErrnoException) => `missing:${error.code}`,
      );
      this.running = check;
      const done = () => {
        if (this.running === check) this.running = undefined;
      };
      check.then(done, done);
    }
    return this.running;
  }
}
