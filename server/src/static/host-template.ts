import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileVersion } from './file-version';
import { cutHostTemplate, type HostPageTemplate } from './host-page';
import { hostStyleSheetReader, inlineLinkedStyleSheets } from './inline-styles';

/**
 * The host's built index.html, re-read (and cut, host-page.ts) only when the file changes, so
 * rebuilding the host while the server runs shows the new build without a restart. The host's
 * own stylesheets are written into it (inline-styles.ts): they are read with the file they belong to.
 */
export class HostTemplate {
  private version: string | undefined;
  private template: HostPageTemplate | undefined;
  private readonly fileVersion: FileVersion;

  constructor(readonly file: string) {
    this.fileVersion = new FileVersion(file);
  }

  async read(): Promise<HostPageTemplate> {
    const version = this.fileVersion.read();
    // A missing file fails here, as the page must: there is no host to serve.
    if (this.template === undefined || version !== this.version) {
      const html = await readFile(this.file, 'utf8');
      const inlined = await inlineLinkedStyleSheets(html, hostStyleSheetReader(path.dirname(this.file)));
      this.template = cutHostTemplate(inlined, version);
      this.version = version;
    }
    return this.template;
  }
}
