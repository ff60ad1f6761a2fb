import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvironmentFileStatus } from '@portal/shared/types';
import type { FastifyBaseLogger } from 'fastify';
import { type EnvironmentValidation, environmentNameOf, type ValidatedEnvironment } from './environment-validator';
import { FileVersion } from './file-version';

export interface EnvironmentSourceOptions {
  /** The environment file (environments/<PORTAL_ENV>.json, or ENVIRONMENT_FILE). */
  file: string;
  /** Where the last good environment is kept across restarts (under DATA_DIR). */
  lastGoodFile: string;
  validate: (text: string, file: string) => Promise<EnvironmentValidation>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

interface LastGood {
  file: string;
  /** sha256 of the file's text: an unchanged file is not validated again after a restart. */
  hash: string;
  loadedAt: string;
  environment: ValidatedEnvironment;
}

/**
 * The live environment. The file is checked for a change on each use (file-version.ts); a changed file
 * is validated before it goes live, and the request that noticed waits for that, so an edit is
 * live on the next page load. A file that fails is never served: the last good environment stays
 * live, the status says stale with the problems, and the failure is logged once per version of
 * the file (not once per request). The last good environment is kept on disk, so a restart while
 * the file is broken — or while a remote is down — serves what was last known to work.
 */
export class EnvironmentSource {
  private lastGood: LastGood | undefined;
  private checkedVersion: string | undefined;
  private checking: Promise<void> | undefined;
  private problems: string[] = [];
  private readonly now: () => Date;
  private readonly fileVersion: FileVersion;

  constructor(private readonly options: EnvironmentSourceOptions) {
    this.fileVersion = new FileVersion(options.file);
    this.now = options.now ?? (() => new Date());
    this.lastGood = readLastGood(options.lastGoodFile, options.file, options.log);
  }

  /** The live environment, or undefined while no version of the file has ever passed. */
  async current(): Promise<ValidatedEnvironment | undefined> {
    await this.refresh();
    return this.lastGood?.environment;
  }

  status(): EnvironmentFileStatus {
    const live = this.lastGood?.environment;
    return {
      name: live?.name ?? environmentNameOf(this.options.file),
      file: this.options.file,
      loadedAt: this.lastGood?.loadedAt ?? null,
      stale: this.problems.length > 0,
      problems: [...this.problems],
      remotes: Object.fromEntries(
        Object.entries(live?.remotes ?? {}).map(([name, remote]) => [
          name,
          {
            manifest: remote.manifest,
            version: remote.version ?? null,
            canary: remote.canary
              ? {
                  manifest: remote.canary.manifest,
                  version: remote.canary.version ?? null,
                  share: remote.canary.share,
                  cohort: remote.canary.cohort ?? null,
                }
              : null,
          },
        ]),
      ),
    };
  }

  private async refresh(): Promise<void> {
    const version = this.fileVersion.read();
    if (version === this.checkedVersion) return;
    // One check per version of the file, however many requests notice it at once.
    if (!this.checking) {
      this.checking = this.check(version).finally(() => {
        this.checking = undefined;
      });
    }
    await this.checking;
  }

  private async check(version: string): Promise<void> {
    const { file, log } = this.options;
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      this.fail(version, [`环境文件 ${file} 无法读取：${(error as Error).message}`]);
      return;
    }
    const hash = createHash('sha256').update(text).digest('hex');
    if (hash === this.lastGood?.hash) {
      this.pass(version);
      return;
    }
    const result = await this.options.validate(text, file);
    if (!result.ok) {
      this.fail(version, result.problems);
      return;
    }
    this.lastGood = { file, hash, loadedAt: this.now().toISOString(), environment: result.environment };
    this.pass(version);
    log.info(
      { file, environment: result.environment.name, remotes: Object.keys(result.environment.remotes) },
      'environment validated and live',
    );
    await this.persist();
  }

  private pass(version: string): void {
    this.checkedVersion = version;
    this.problems = [];
  }

  private fail(version: string, problems: string[]): void {
    this.checkedVersion = version;
    this.problems = problems;
    const kept = this.lastGood
      ? `keeping ${this.lastGood.environment.name} validated at ${this.lastGood.loadedAt}`
      : 'no environment has passed yet';
    this.options.log.error({ file: this.options.file, problems }, `environment file refused; ${kept}`);
  }

  private async persist(): Promise<void> {
    const { lastGoodFile, log } = this.options;
    try {
      mkdirSync(path.dirname(lastGoodFile), { recursive: true });
      const temp = `${lastGoodFile}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(this.lastGood, null, 2));
      await rename(temp, lastGoodFile);
    } catch (error) {
      log.warn({ err: error, lastGoodFile }, 'could not keep the last good environment on disk');
    }
  }
}

function readLastGood(lastGoodFile: string, file: string, log: FastifyBaseLogger): LastGood | undefined {
  let text: string;
  try {
    text = readFileSync(lastGoodFile, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<LastGood>;
    // Another environment file's last good (PORTAL_ENV changed) is not this one's.
    if (value.file !== file || typeof value.hash !== 'string' || !value.environment?.remotes) return undefined;
    return value as LastGood;
  } catch (error) {
    log.warn({ err: error, lastGoodFile }, 'ignoring an unreadable last good environment');
    return undefined;
  }
}
