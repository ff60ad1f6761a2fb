import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';

/** A config for tests: silent logs, API only, and a private data dir unless overridden. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_STATIC: '0',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-data-')),
    ...env,
  });
}
