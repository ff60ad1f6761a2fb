import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

const cwd = process.cwd();
const rsa = (modulusLength = 2048) => generateKeyPairSync('rsa', { modulusLength });
const app = rsa();
const alipay = rsa();
const pem = (text: string | Buffer) => text.toString();
const bare = (der: Buffer) => der.toString('base64');

const ALIYUN = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tConfigTest0001',
  ALIYUN_SMS_ACCESS_KEY_SECRET: randomBytes(15).toString('hex'),
  ALIYUN_SMS_SIGN_NAME: 'X游戏',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_154950909',
};

const ALIPAY = {
  PAYMENT_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021004112345678',
  ALIPAY_PRIVATE_KEY: pem(app.privateKey.export({ format: 'pem', type: 'pkcs8' })),
  ALIPAY_PUBLIC_KEY: pem(alipay.publicKey.export({ format: 'pem', type: 'spki' })),
  PUBLIC_URL: 'https://m.example.com',
};

const NPPA = {
  REALNAME_PROVIDER: 'nppa',
  NPPA_APP_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  NPPA_BIZ_ID: '1101999999',
  NPPA_SECRET_KEY: randomBytes(16).toString('hex'),
  REALNAME_HASH_SECRET: randomBytes(32).toString('hex'),
};

const PRODUCTION = { PORTAL_MODE: 'production', DATABASE_URL: 'postgres://portal@db.internal:5432/portal', ...ALIYUN, ...ALIPAY, ...NPPA };

function problemOf(env: Record<string, string>): string {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

function secretFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-secret-')), 'secret');
  writeFileSync(file, `${text}\n`);
  return file;
}

describe('SMS_PROVIDER=aliyun', () => {
  it('reads its settings, with the endpoint and timeout defaults', () => {
    const config = loadConfig(ALIYUN, cwd).accounts;
    expect(config.smsProvider).toBe('aliyun');
    expect(config.aliyunSms).toEqual({
      accessKeyId: ALIYUN.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: ALIYUN.ALIYUN_SMS_ACCESS_KEY_SECRET,
      signName: 'X游戏',
      templateCode: 'SMS_154950909',
      endpoint: 'https://dysmsapi.aliyuncs.com/',
      timeoutMs: 5000,
    });
    expect(loadConfig({}, cwd).accounts.aliyunSms).toBeUndefined();
  });

  it('names every missing setting in one message', () => {
    expect(problemOf({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_SIGN_NAME: 'X游戏' })).toBe(
      'Invalid configuration: SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_TEMPLATE_CODE to be set',
    );
  });

  it.each([
    [{ ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-with-dashes' }, /ALIYUN_SMS_ACCESS_KEY_ID must be an AccessKey ID/],
    [{ ALIYUN_SMS_SIGN_NAME: '【X游戏】' }, /ALIYUN_SMS_SIGN_NAME must be the approved signature without 【】/],
    [{ ALIYUN_SMS_TEMPLATE_CODE: '154950909' }, /ALIYUN_SMS_TEMPLATE_CODE must be a template code like SMS_154950909/],
    [{ ALIYUN_SMS_ENDPOINT: 'dysmsapi.aliyuncs.com' }, /ALIYUN_SMS_ENDPOINT must be an absolute https:\/\/ URL/],
    [{ ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/sms' }, /ALIYUN_SMS_ENDPOINT must be the bare origin/],
    [{ ALIYUN_SMS_TIMEOUT_MS: '10' }, /ALIYUN_SMS_TIMEOUT_MS must be an integer between 100 and 60000/],
  ])('refuses %j, naming the variable', (change, message) => {
    expect(problemOf({ ...ALIYUN, ...change })).toMatch(message);
  });

  it('reads the secret from ALIYUN_SMS_ACCESS_KEY_SECRET_FILE, and refuses both or an unreadable file', () => {
    const { ALIYUN_SMS_ACCESS_KEY_SECRET: secret, ...withoutSecret } = ALIYUN;
    const file = secretFile(secret);
    expect(loadConfig({ ...withoutSecret, ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: file }, cwd).accounts.aliyunSms?.accessKeySecret).toBe(secret);
    expect(problemOf({ ...ALIYUN, ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: file })).toMatch(
      /ALIYUN_SMS_ACCESS_KEY_SECRET and ALIYUN_SMS_ACCESS_KEY_SECRET_FILE are both set/,
    );
    expect(problemOf({ ...withoutSecret, ALIYUN_SMS_ACCESS_KEY_SECRET_FILE: `${file}.missing` })).toMatch(
      /ALIYUN_SMS_ACCESS_KEY_SECRET_FILE cannot be read: .*secret\.missing \(ENOENT\)/,
    );
  });
});

describe('PAYMENT_PROVIDER=alipay', () => {
  it('reads its settings: the keys parsed, the default gateway, PUBLIC_URL for the callbacks', () => {
    const config = loadConfig(ALIPAY, cwd).payments.alipay!;
    expect(config.appId).toBe('2021004112345678');
    expect(config.gateway).toBe('https://openapi.alipay.com/gateway.do');
    expect(config.publicUrl).toBe('https://m.example.com');
    expect(config.privateKey.type).toBe('private');
    expect(config.publicKey.export({ format: 'der', type: 'spki' })).toEqual(alipay.publicKey.export({ format: 'der', type: 'spki' }));
    expect(loadConfig({}, cwd).payments.alipay).toBeUndefined();
  });

  it('names every missing setting in one message, PUBLIC_URL included', () => {
    expect(problemOf({ PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021004112345678' })).toBe(
      'Invalid configuration: PAYMENT_PROVIDER=alipay needs ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, PUBLIC_URL to be set',
    );
  });

  it.each([
    ['PEM PKCS#8', pem(app.privateKey.export({ format: 'pem', type: 'pkcs8' }))],
    ['PEM PKCS#1', pem(app.privateKey.export({ format: 'pem', type: 'pkcs1' }))],
    ['PEM with its newlines written \\n', pem(app.privateKey.export({ format: 'pem', type: 'pkcs8' })).replace(/\n/g, '\\n')],
    ['bare base64 PKCS#8 (Java)', bare(app.privateKey.export({ format: 'der', type: 'pkcs8' }))],
    ['bare base64 PKCS#1 (non-Java)', bare(app.privateKey.export({ format: 'der', type: 'pkcs1' }))],
  ])('takes the private key as %s', (_form, key) => {
    const parsed = loadConfig({ ...ALIPAY, ALIPAY_PRIVATE_KEY: key }, cwd).payments.alipay!.privateKey;
    expect(parsed.export({ format: 'der', type: 'pkcs8' })).toEqual(app.privateKey.export({ format: 'der', type: 'pkcs8' }));
  });

  it.each([
    ['PEM SPKI', pem(alipay.publicKey.export({ format: 'pem', type: 'spki' }))],
    ['PEM PKCS#1', pem(alipay.publicKey.export({ format: 'pem', type: 'pkcs1' }))],
    ['bare base64 SPKI (as Alipay shows it)', bare(alipay.publicKey.export({ format: 'der', type: 'spki' }))],
  ])("takes Alipay's public key as %s", (_form, key) => {
    const parsed = loadConfig({ ...ALIPAY, ALIPAY_PUBLIC_KEY: key }, cwd).payments.alipay!.publicKey;
    expect(parsed.export({ format: 'der', type: 'spki' })).toEqual(alipay.publicKey.export({ format: 'der', type: 'spki' }));
  });

  it('reads the keys from *_FILE variables', () => {
    const { ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, ...rest } = ALIPAY;
    const config = loadConfig(
      { ...rest, ALIPAY_PRIVATE_KEY_FILE: secretFile(ALIPAY_PRIVATE_KEY), ALIPAY_PUBLIC_KEY_FILE: secretFile(ALIPAY_PUBLIC_KEY) },
      cwd,
    ).payments.alipay!;
    expect(config.privateKey.export({ format: 'der', type: 'pkcs8' })).toEqual(app.privateKey.export({ format: 'der', type: 'pkcs8' }));
  });

  it.each([
    [{ ALIPAY_APP_ID: '2021-0041' }, /ALIPAY_APP_ID must be the 16-digit APPID/],
    [{ ALIPAY_PRIVATE_KEY: 'not-a-key!' }, /ALIPAY_PRIVATE_KEY is neither PEM nor base64/],
    [
      { ALIPAY_PRIVATE_KEY: bare(Buffer.from('forty bytes of something that is no key')) },
      /ALIPAY_PRIVATE_KEY does not parse as an RSA private key/,
    ],
    [{ ALIPAY_PRIVATE_KEY: ALIPAY.ALIPAY_PUBLIC_KEY }, /ALIPAY_PRIVATE_KEY is a public key; the private key is needed here/],
    [{ ALIPAY_PUBLIC_KEY: ALIPAY.ALIPAY_PRIVATE_KEY }, /ALIPAY_PUBLIC_KEY is a private key; the public key is needed here/],
    [
      { ALIPAY_PRIVATE_KEY: pem(rsa(1024).privateKey.export({ format: 'pem', type: 'pkcs8' })) },
      /ALIPAY_PRIVATE_KEY is a 1024-bit RSA key; RSA2 needs at least 2048 bits/,
    ],
    [
      { ALIPAY_PUBLIC_KEY: pem(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'pem', type: 'spki' })) },
      /ALIPAY_PUBLIC_KEY is a ec key, not RSA/,
    ],
    [
      { ALIPAY_PUBLIC_KEY: pem(app.publicKey.export({ format: 'pem', type: 'spki' })) },
      /ALIPAY_PUBLIC_KEY is the application's own public key; it must be Alipay's public key/,
    ],
    [{ ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do?charset=utf-8' }, /ALIPAY_GATEWAY must not carry a query/],
    [{ ALIPAY_GATEWAY: 'https://openapi.alipay.com' }, /ALIPAY_GATEWAY must include the path/],
  ])('refuses %j, naming the variable and why', (change, message) => {
    expect(problemOf({ ...ALIPAY, ...change })).toMatch(message);
  });
});

describe('REALNAME_PROVIDER=nppa', () => {
  it('reads its settings, with the official endpoint by default', () => {
    const config = loadConfig(NPPA, cwd).protection;
    expect(config).toMatchObject({ realNameProvider: 'nppa', hashSecret: NPPA.REALNAME_HASH_SECRET, accountsPerId: 3 });
    expect(config.nppa).toEqual({
      appId: NPPA.NPPA_APP_ID,
      bizId: NPPA.NPPA_BIZ_ID,
      secretKey: NPPA.NPPA_SECRET_KEY,
      endpoint: 'https://api.wlc.nppa.gov.cn/idcard/authentication/check',
      timeoutMs: 5000,
    });
  });

  it('names every missing or malformed setting', () => {
    expect(problemOf({ REALNAME_PROVIDER: 'nppa' })).toMatch(/NPPA_APP_ID/);
    expect(problemOf({ ...NPPA, NPPA_SECRET_KEY: 'not-hex' })).toMatch(/NPPA_SECRET_KEY must be the 32 hex characters/);
    expect(problemOf({ REALNAME_PROVIDER: 'shumei' })).toMatch(/REALNAME_PROVIDER "shumei" is not implemented/);
  });

  it('is required in production: the sandbox and a published hash secret are refused', () => {
    const { REALNAME_PROVIDER, REALNAME_HASH_SECRET, ...rest } = PRODUCTION;
    const message = problemOf(rest);
    expect(message).toMatch(/REALNAME_PROVIDER=sandbox is for demo and development only/);
    expect(message).toMatch(/REALNAME_HASH_SECRET is a value published in this repository/);
    expect(problemOf({ ...PRODUCTION, REALNAME_HASH_SECRET: 'short-secret' })).toMatch(
      /REALNAME_HASH_SECRET must be at least 32 characters/,
    );
    expect(problemOf({ ...PRODUCTION, NPPA_ENDPOINT: 'http://nppa.example.com/check' })).toMatch(/NPPA_ENDPOINT must be https/);
  });
});

describe('production mode with the real providers', () => {
  it('starts with Aliyun SMS and Alipay configured', () => {
    expect(problemOf(PRODUCTION)).toBe('');
  });

  it('refuses an Aliyun secret that is published, short or repetitive', () => {
    expect(problemOf({ ...PRODUCTION, ALIYUN_SMS_ACCESS_KEY_SECRET: 'changeme' })).toMatch(
      /ALIYUN_SMS_ACCESS_KEY_SECRET is a value published in this repository/,
    );
    expect(problemOf({ ...PRODUCTION, ALIYUN_SMS_ACCESS_KEY_SECRET: 'k9T2vQ7xL4mZ8pR1' })).toMatch(
      /ALIYUN_SMS_ACCESS_KEY_SECRET must be at least 30 characters/,
    );
    expect(problemOf({ ...PRODUCTION, ALIYUN_SMS_ACCESS_KEY_SECRET: 'ab'.repeat(15) })).toMatch(/repeats too few characters/);
  });

  it('refuses plain http to a provider, unless on this machine', () => {
    const message = problemOf({
      ...PRODUCTION,
      ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com',
      ALIPAY_GATEWAY: 'http://openapi.alipay.com/gateway.do',
    });
    expect(message).toMatch(/ALIYUN_SMS_ENDPOINT must be https:\/\//);
    expect(message).toMatch(/ALIPAY_GATEWAY must be https:\/\//);
    expect(
      problemOf({ ...PRODUCTION, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:8443', ALIPAY_GATEWAY: 'http://localhost:9000/gateway.do' }),
    ).toBe('');
    // Outside production, a staging stand-in over http is fine.
    expect(
      problemOf({
        ...ALIYUN,
        ...ALIPAY,
        ALIYUN_SMS_ENDPOINT: 'http://sms-stub.internal',
        ALIPAY_GATEWAY: 'http://pay-stub.internal/gateway.do',
      }),
    ).toBe('');
  });
});
