import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

/** A throwaway workspace: a folder with pnpm-workspace.yaml and a nested cwd. */
function workspace(withHostBuild = false): { root: string; cwd: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-ws-'));
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  const cwd = path.join(root, 'server');
  mkdirSync(cwd);
  if (withHostBuild) {
    mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<html></html>');
  }
  return { root, cwd };
}

describe('loadConfig', () => {
  it('defaults to port 8080, PGlite under <repo root>/.data and static files from the repo root', () => {
    const { root, cwd } = workspace();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(root, '.data'),
      database: { kind: 'pglite', dataDir: path.join(root, '.data', 'pglite'), lockDir: path.join(root, '.data') },
      appTitle: 'X游戏',
      staticRoot: root,
      serveStatic: false,
      environment: { file: path.join(root, 'environments', 'demo.json'), remoteOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] },
      deployRoot: path.join(root, '.deploy'),
      serveSourceMaps: false,
      publicUrl: undefined,
      logLevel: 'info',
    });
  });

  it('serves static files by default once the host is built, unless SERVE_STATIC=0', () => {
    const { cwd } = workspace(true);
    expect(loadConfig({}, cwd).serveStatic).toBe(true);
    expect(loadConfig({ SERVE_STATIC: '0' }, cwd).serveStatic).toBe(false);
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const { cwd } = workspace();
    const url = 'postgres://portal@db.internal:5432/portal';
    // Every pooled connection opened at start and kept by default (DATABASE_POOL_MIN).
    expect(loadConfig({ DATABASE_URL: url }, cwd).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
      poolMin: 10,
      statementTimeoutMs: 5000,
    });
  });

  it('reads the pool size, kept connections, statement timeout and read replica of PostgreSQL', () => {
    const { cwd } = workspace();
    const url = 'postgres://portal@db.internal:5432/portal';
    const readUrl = 'postgresql://portal@replica.internal:5432/portal';
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '0', DATABASE_READ_URL: readUrl }, cwd)
        .database,
    ).toEqual({ kind: 'postgres', url, poolSize: 25, poolMin: 25, statementTimeoutMs: 0, readUrl });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_MIN: '0' }, cwd).database).toMatchObject({ poolSize: 10, poolMin: 0 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '4', DATABASE_POOL_MIN: '2' }, cwd).database).toMatchObject({
      poolSize: 4,
      poolMin: 2,
    });
  });

  it('checks the PostgreSQL settings but ignores them on the embedded PGlite', () => {
    const { root, cwd } = workspace();
    const env = {
      DATABASE_POOL_SIZE: '3',
      DATABASE_POOL_MIN: '1',
      DATABASE_STATEMENT_TIMEOUT_MS: '100',
      DATABASE_READ_URL: 'postgres://replica/portal',
    };
    expect(loadConfig(env, cwd).database).toEqual({
      kind: 'pglite',
      dataDir: path.join(root, '.data', 'pglite'),
      lockDir: path.join(root, '.data'),
    });
  });

  it('reads every variable and resolves relative paths against the working directory', () => {
    const { cwd } = workspace();
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var',
        APP_TITLE: '测试游戏',
        STATIC_ROOT: '/srv/portal',
        DEPLOY_ROOT: 'store',
        SERVE_SOURCE_MAPS: '1',
        REMOTES_FILE: 'ops/remotes.json',
        PUBLIC_URL: 'https://m.example.com/',
        LOG_LEVEL: 'silent',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, 'var'),
      database: { kind: 'pglite', dataDir: path.join(cwd, 'var', 'pglite'), lockDir: path.join(cwd, 'var') },
      appTitle: '测试游戏',
      staticRoot: '/srv/portal',
      environment: { file: path.join(cwd, 'ops', 'remotes.json') },
      deployRoot: path.join(cwd, 'store'),
      serveSourceMaps: true,
      publicUrl: 'https://m.example.com',
      logLevel: 'silent',
    });
  });

  it('selects the environment by PORTAL_ENV or ENVIRONMENT_FILE, and reads the origins remotes may come from', () => {
    const { root, cwd } = workspace();
    expect(loadConfig({ PORTAL_ENV: 'staging' }, cwd).environment.file).toBe(path.join(root, 'environments', 'staging.json'));
    expect(loadConfig({ PORTAL_ENV: 'staging', ENVIRONMENTS_DIR: 'envs' }, cwd).environment.file).toBe(
      path.join(cwd, 'envs', 'staging.json'),
    );
    // An explicit file wins over a name; REMOTES_FILE is its older name.
    expect(loadConfig({ PORTAL_ENV: 'staging', ENVIRONMENT_FILE: 'a.json', REMOTES_FILE: 'b.json' }, cwd).environment.file).toBe(
      path.join(cwd, 'a.json'),
    );
    expect(loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com, http://10.0.0.5:*' }, cwd).environment.remoteOrigins).toEqual([
      'https://cdn.example.com',
      'http://10.0.0.5:*',
    ]);
    expect(() => loadConfig({ PORTAL_ENV: '../etc/passwd' }, cwd)).toThrow(/PORTAL_ENV/);
    expect(() => loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.com/path' }, cwd)).toThrow(/REMOTE_ORIGINS/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE/],
    [{ DATABASE_POOL_SIZE: 'ten' }, /DATABASE_POOL_SIZE/],
    // More kept than the pool may hold.
    [{ DATABASE_POOL_SIZE: '4', DATABASE_POOL_MIN: '5' }, /DATABASE_POOL_MIN/],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5s' }, /DATABASE_STATEMENT_TIMEOUT_MS/],
    [{ DATABASE_READ_URL: 'replica.internal' }, /DATABASE_READ_URL/],
    [{ SERVE_STATIC: 'maybe' }, /SERVE_STATIC/],
    [{ SERVE_SOURCE_MAPS: 'please' }, /SERVE_SOURCE_MAPS/],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ PHONE_AUTO_REGISTER: 'sometimes' }, /PHONE_AUTO_REGISTER/],
    [{ AVATAR_MAX_BYTES: '2MB' }, /AVATAR_MAX_BYTES/],
    [{ SESSION_TTL_DAYS: '0' }, /SESSION_TTL_DAYS/],
    [{ SERVICE_EMAIL: 'nobody' }, /SERVICE_EMAIL/],
    [{ SMS_RESEND_SECONDS: '0' }, /SMS_RESEND_SECONDS/],
  ])('rejects %j with a message naming the variable', (env, variable) => {
    const { cwd } = workspace();
    expect(() => loadConfig(env, cwd)).toThrow(variable);
  });

  it('reads the accounts settings with their defaults', () => {
    const { cwd } = workspace();
    expect(loadConfig({}, cwd).accounts).toEqual({
      phoneAutoRegister: true,
      smsProvider: 'sandbox',
      avatarMaxBytes: 2 * 1024 * 1024,
      sessionTtlDays: 30,
      serviceEmail: 'service@xgame.example.com',
      smsResendSeconds: 60,
    });
    expect(
      loadConfig(
        {
          PHONE_AUTO_REGISTER: '0',
          AVATAR_MAX_BYTES: '65536',
          SESSION_TTL_DAYS: '7',
          SERVICE_EMAIL: 'kf@example.com',
          SMS_RESEND_SECONDS: '5',
        },
        cwd,
      ).accounts,
    ).toEqual({
      phoneAutoRegister: false,
      smsProvider: 'sandbox',
      avatarMaxBytes: 65536,
      sessionTtlDays: 7,
      serviceEmail: 'kf@example.com',
      smsResendSeconds: 5,
    });
  });

  it('refuses an SMS provider that is not implemented, saying which ones are', () => {
    const { cwd } = workspace();
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' }, cwd)).toThrow(
      'Invalid configuration: SMS_PROVIDER "tencent" is not implemented (available: sandbox, aliyun)',
    );
  });

  it('keeps a guest render no longer than the data in it: SSR_CACHE_MS defaults to 1 s, or CATALOGUE_CACHE_MS if shorter', () => {
    const { cwd } = workspace();
    expect(loadConfig({}, cwd).ssr.cacheMs).toBe(1000);
    expect(loadConfig({ CATALOGUE_CACHE_MS: '250' }, cwd).ssr.cacheMs).toBe(250);
    expect(loadConfig({ CATALOGUE_CACHE_MS: '0' }, cwd).ssr.cacheMs).toBe(0);
    expect(loadConfig({ CATALOGUE_CACHE_MS: '0', SSR_CACHE_MS: '500' }, cwd).ssr.cacheMs).toBe(500);
  });

  it('sends a stale guest render while it is replaced for 30 s, unless SSR_STALE_MS says otherwise', () => {
    const { cwd } = workspace();
    expect(loadConfig({}, cwd).ssr.staleMs).toBe(30_000);
    expect(loadConfig({ SSR_CACHE_MS: '500' }, cwd).ssr.staleMs).toBe(30_000);
    expect(loadConfig({ SSR_STALE_MS: '5000' }, cwd).ssr.staleMs).toBe(5000);
    expect(loadConfig({ SSR_STALE_MS: '0' }, cwd).ssr.staleMs).toBe(0);
    expect(() => loadConfig({ SSR_STALE_MS: 'soon' }, cwd)).toThrow(/SSR_STALE_MS/);
    expect(() => loadConfig({ SSR_STALE_MS: '-1' }, cwd)).toThrow(/SSR_STALE_MS/);
  });

  it('is frozen so no module can change it at run time', () => {
    const { cwd } = workspace();
    const config = loadConfig({}, cwd);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.database)).toBe(true);
  });
});
