import { readFile, stat } from 'node:fs/promises';

/**
 * The host's built index.html, re-read only when the file changes, so rebuilding the host
 * while the server runs shows the new build without a restart.
 */
export class HostTemplate {
  private version: string | undefined;
  private text: string | undefined;

  constructor(readonly file: string) {}

  async read(): Promise<string> {
    const info = await stat(this.file);
    const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
    if (this.text === undefined || version !== this.version) {
      this.text = await readFile(this.file, 'utf8');
      this.version = version;
    }
    return this.text;
  }
}
