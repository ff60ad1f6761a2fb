import { readFile, stat } from 'node:fs/promises';
import type { PortalEnvironment, RemoteEnvironmentEntry } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import type { StaticLayout } from './layout';
import { parseRoutes } from './routes-file';

export interface EnvironmentSourceOptions {
  appTitle: string;
  layout: StaticLayout;
  /** Absolute base prefixed to the default manifest URLs when set. */
  publicUrl: string | undefined;
  /** REMOTES_FILE: ops point the environment at other builds by editing it; no rebuild, no restart. */
  remotesFile: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * Which build of each remote this environment uses (routes not yet filled in).
 * Without REMOTES_FILE: the builds this server serves under /remotes/<short>/.
 * With it: the file's content, re-read whenever the file changes (checked with a stat
 * per call, which is cheaper than a watcher and works on every filesystem and with
 * editors that replace the file). A broken edit keeps the last good version in force.
 */
export class EnvironmentSource {
  private fileVersion: string | undefined;
  private fromFile: PortalEnvironment | undefined;

  constructor(private readonly options: EnvironmentSourceOptions) {}

  defaultEnvironment(): PortalEnvironment {
    const base = this.options.publicUrl ?? '';
    const remotes: Record<string, RemoteEnvironmentEntry> = {};
    for (const remote of this.options.layout.remotes) {
      remotes[remote.name] = { manifest: `${base}${remote.urlPrefix}mf-manifest.json` };
    }
    return { appTitle: this.options.appTitle, remotes };
  }

  async current(): Promise<PortalEnvironment> {
    const { remotesFile, log } = this.options;
    if (!remotesFile) return this.defaultEnvironment();
    try {
      const info = await stat(remotesFile);
      const version = `${info.ino}:${info.size}:${info.mtimeMs}`;
      if (version !== this.fileVersion) {
        const parsed = this.parse(JSON.parse(await readFile(remotesFile, 'utf8')));
        this.fileVersion = version;
        this.fromFile = parsed;
        log.info({ remotesFile, remotes: Object.keys(parsed.remotes) }, 'environment manifest loaded');
      }
    } catch (error) {
      log.error({ err: error, remotesFile }, 'cannot use REMOTES_FILE; keeping the last good environment');
    }
    return this.fromFile ?? this.defaultEnvironment();
  }

  private parse(value: unknown): PortalEnvironment {
    const record = value as { appTitle?: unknown; remotes?: unknown } | null;
    if (typeof record !== 'object' || record === null || typeof record.remotes !== 'object' || record.remotes === null) {
      throw new Error('expected {"remotes": {"remote_games": {"manifest": "…"}, …}}');
    }
    const remotes: Record<string, RemoteEnvironmentEntry> = {};
    for (const [name, raw] of Object.entries(record.remotes as Record<string, unknown>)) {
      const entry = raw as { manifest?: unknown; version?: unknown; routes?: unknown } | null;
      if (typeof entry?.manifest !== 'string' || !entry.manifest) {
        this.options.log.warn({ remote: name }, 'REMOTES_FILE entry has no manifest URL; skipped');
        continue;
      }
      const routes = parseRoutes(entry.routes);
      remotes[name] = {
        manifest: entry.manifest,
        ...(typeof entry.version === 'string' ? { version: entry.version } : {}),
        ...(routes ? { routes } : {}),
      };
    }
    const appTitle = typeof record.appTitle === 'string' && record.appTitle ? record.appTitle : this.options.appTitle;
    return { appTitle, remotes };
  }
}
