import { readFile } from 'node:fs/promises';
import { FileVersion } from './file-version';

/**
 * The host's built index.html, re-read only when the file changes, so rebuilding the host
 * while the server runs shows the new build without a restart.
 */
export class HostTemplate {
  private version: string | undefined;
  private text: string | undefined;
  private readonly fileVersion: FileVersion;

  constructor(readonly file: string) {
    this.fileVersion = new FileVersion(file);
  }

  async read(): Promise<string> {
    const version = await this.fileVersion.read();
    // A missing file fails here, as the page must: there is no host to serve.
    if (this.text === undefined || version !== this.version) {
      this.text = await readFile(this.file, 'utf8');
      this.version = version;
    }
    return this.text;
  }
}
