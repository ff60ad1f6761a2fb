import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NppaConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { RealNameProvider, RealNameQuery } from './real-name-provider';

/**
 * The NPPA's 网络游戏防沉迷实名认证系统 (interface specification v1.0, "实名认证" check):
 * POST {data: base64(iv ‖ AES-128-GCM(body) ‖ tag)} with the headers appId, bizId, timestamps
 * and sign = SHA-256(secretKey + appId…bizId…timestamps… (keys sorted) + the request body).
 * The body names the account with `ai` (a 32-character id of ours — the uid would do, but a hash
 * of the ID keeps the NPPA's record independent of our user ids). Answer `result.status`:
 * 0 matches, 2 does not, 1 still checking (we ask the player to try again).
 */
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

export function nppaEncrypt(secretKey: string, plain: string, iv: Buffer = randomBytes(GCM_IV_BYTES)): string {
  const cipher = createCipheriv('aes-128-gcm', Buffer.from(secretKey, 'hex'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The other direction, for the stand-in the tests run (and for reading the specification's examples). */
export function nppaDecrypt(secretKey: string, data: string): string {
  const bytes = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-128-gcm', Buffer.from(secretKey, 'hex'), bytes.subarray(0, GCM_IV_BYTES));
  decipher.setAuthTag(bytes.subarray(bytes.length - GCM_TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(GCM_IV_BYTES, bytes.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
}

export function nppaSign(secretKey: string, headers: { appId: string; bizId: string; timestamps: string }, body: string): string {
  const sorted = Object.entries(headers)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}${value}`)
    .join('');
  return createHash('sha256').update(`${secretKey}${sorted}${body}`).digest('hex');
}

interface NppaAnswer {
  errcode?: number;
  errmsg?: string;
  data?: { result?: { status?: number } };
}

export function createNppaProvider(config: NppaConfig, now: Clock, log: FastifyBaseLogger): RealNameProvider {
  return {
    name: 'nppa',
    async verify(query: RealNameQuery) {
      const ai = createHash('sha256').update(`${config.bizId}:${query.idNumber}`).digest('hex').slice(0, 32);
      const body = JSON.stringify({ data: nppaEncrypt(config.secretKey, JSON.stringify({ ai, name: query.name, idNum: query.idNumber })) });
      const headers = { appId: config.appId, bizId: config.bizId, timestamps: String(now().getTime()) };
      const response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', ...headers, sign: nppaSign(config.secretKey, headers, body) },
        body,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as NppaAnswer;
      if (!response.ok || answer.errcode !== 0) {
        // The message is the service's, never the player's data.
        log.warn({ status: response.status, errcode: answer.errcode, errmsg: answer.errmsg }, 'NPPA real-name check failed');
        throw new Error(`NPPA answered HTTP ${response.status}, errcode ${answer.errcode}`);
      }
      const status = answer.data?.result?.status;
      if (status === 0) return 'match';
      if (status === 2) return 'mismatch';
      throw new Error(`NPPA check still in progress (status ${status})`);
    },
  };
}
