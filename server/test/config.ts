import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config';

/** The sandbox notification secret of test apps (unset, each process draws a random one). */
export const TEST_SANDBOX_SECRET = 'test-sandbox-secret-0123456789abcdef';

/**
 * A config for tests: silent logs, API only, a private data dir, a known sandbox secret (tests
 * sign notifications as the sandbox would), and no catalogue cache (tests change games in the
 * database and read them back at once) unless overridden.
 */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_STATIC: '0',
    CATALOGUE_CACHE_MS: '0',
    CHECK_RESPONSES: '1',
    // A busy shared machine must not cancel a test's query (only used with DATABASE_URL).
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
    PAYMENT_SANDBOX_SECRET: TEST_SANDBOX_SECRET,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-data-')),
    ...env,
  });
}
