import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { residentIdFor } from '@portal/shared/rules';
import { type FakeNppa, startFakeNppa } from '../../../test/fake-nppa';
import { createNppaProvider, nppaDecrypt, nppaEncrypt } from './nppa-provider';

/** The NPPA provider against a stand-in of the NPPA's check on this machine (test/fake-nppa.ts). */
const secretKey = randomBytes(16).toString('hex');
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const at = new Date('2026-11-25T08:00:00Z');

let nppa: FakeNppa;
beforeAll(async () => {
  nppa = await startFakeNppa(secretKey);
});
afterAll(() => nppa.close());

const settings = () => ({
  appId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  bizId: '1101999999',
  secretKey,
  endpoint: nppa.endpoint,
  timeoutMs: 2000,
});
const provider = () => createNppaProvider(settings(), () => at, silent);

describe('NPPA real-name provider', () => {
  it('encrypts with AES-128-GCM (iv first, tag last) and decrypts back', () => {
    const data = nppaEncrypt(secretKey, '{"name":"张三"}');
    expect(Buffer.from(data, 'base64').length).toBe(12 + Buffer.byteLength('{"name":"张三"}') + 16);
    expect(nppaDecrypt(secretKey, data)).toBe('{"name":"张三"}');
  });

  it('sends a signed, encrypted check and reads status 0 as a match and 2 as a mismatch', async () => {
    const idNumber = residentIdFor('1990-01-01', 5);
    await expect(provider().verify({ name: '张三', idNumber })).resolves.toBe('match');
    expect(nppa.checks.at(-1)).toEqual({
      headers: expect.objectContaining({ appid: settings().appId, bizid: settings().bizId, timestamps: String(at.getTime()) }),
      body: { ai: expect.stringMatching(/^[0-9a-f]{32}$/), name: '张三', idNum: idNumber },
    });
    await expect(provider().verify({ name: '张不符', idNumber })).resolves.toBe('mismatch');
  });

  it('throws (the player is asked to try later) while checking, when the service refuses, or on a wrong key', async () => {
    nppa.answerNext({ status: 1 });
    await expect(provider().verify({ name: '张三', idNumber: residentIdFor('1990-01-01', 6) })).rejects.toThrow(/in progress/);
    nppa.answerNext({ errcode: 2001 });
    await expect(provider().verify({ name: '张三', idNumber: residentIdFor('1990-01-01', 7) })).rejects.toThrow(/errcode 2001/);
    const wrongKey = createNppaProvider({ ...settings(), secretKey: randomBytes(16).toString('hex') }, () => at, silent);
    await expect(wrongKey.verify({ name: '张三', idNumber: residentIdFor('1990-01-01', 8) })).rejects.toThrow(/errcode 1011/);
  });
});
