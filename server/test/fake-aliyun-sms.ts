/**
 * A stand-in for Alibaba Cloud SMS (dysmsapi, SendSms 2017-05-25) on a local port, refusing and
 * answering as the real service does:
 *  - the ACS3-HMAC-SHA256 signature is recomputed here from the request as it arrived, with the
 *    same AccessKey secret — written from the documentation apart from the product's signer (its
 *    own RFC 3986 encoder, its own parsing), so a shared mistake is unlikely to pass both;
 *  - an unknown AccessKey ID is 404 InvalidAccessKeyId.NotFound; a wrong signature 400
 *    SignatureDoesNotMatch; a date more than 15 minutes off 400 InvalidTimeStamp.Expired; a
 *    reused nonce 400 SignatureNonceUsed; a header left out of the signature 400 IncompleteSignature;
 *  - business refusals are HTTP 200 with Code ≠ OK (isv.BUSINESS_LIMIT_CONTROL …), a delivery
 *    `{"Code":"OK","Message":"OK","BizId":…,"RequestId":…}`.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeliveredSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  bizId: string;
}

export interface FakeAliyunSms {
  /** The endpoint to configure (ALIYUN_SMS_ENDPOINT). */
  readonly endpoint: string;
  /** Texts Aliyun accepted, oldest first. */
  readonly delivered: DeliveredSms[];
  /** Every refusal, oldest first (the Code answered). */
  readonly refusals: string[];
  /** Aliyun refuses texts to this phone with this Code and Message (HTTP 200, as its business errors are). */
  refusePhone(phone: string, code: string, message: string): void;
  /** While on, requests are received and never answered (a timeout for the caller). */
  stall(on: boolean): void;
  close(): Promise<void>;
}

const REQUIRED_SIGNED = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];

function rfc3986(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function queryOf(rawQuery: string): Map<string, string> {
  const query = new Map<string, string>();
  for (const pair of rawQuery.split('&').filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
    query.set(name, decodeURIComponent(at < 0 ? '' : pair.slice(at + 1)));
  }
  return query;
}

const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export async function startFakeAliyunSms(options: {
  accessKeyId: string;
  accessKeySecret: string;
  now?: () => Date;
}): Promise<FakeAliyunSms> {
  const now = options.now ?? (() => new Date());
  const delivered: DeliveredSms[] = [];
  const refusals: string[] = [];
  const refused = new Map<string, { code: string; message: string }>();
  const nonces = new Set<string>();
  let stalled = false;

  function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
    if (body.Code !== 'OK') refusals.push(String(body.Code));
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  }

  function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const [path = '', rawQuery = ''] = (request.url ?? '').split('?', 2);
    const header = (name: string) => {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? '';
    };
    if (path !== '/') return answer(response, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' });
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(header('authorization'));
    if (!auth) return answer(response, 400, { Code: 'MissingAuthorization', Message: 'Authorization is mandatory for this action.' });
    const [, credential, signedHeaderList, signature] = auth as unknown as [string, string, string, string];
    if (credential !== options.accessKeyId) {
      return answer(response, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    }
    const signedNames = signedHeaderList.split(';');
    if (REQUIRED_SIGNED.some((name) => !signedNames.includes(name)) || [...signedNames].sort().join(';') !== signedHeaderList) {
      return answer(response, 400, { Code: 'IncompleteSignature', Message: 'The request signature does not conform to Aliyun standards.' });
    }
    if (header('x-acs-content-sha256') !== hex(body)) {
      return answer(response, 400, { Code: 'ContentSha256NotMatch', Message: 'The x-acs-content-sha256 does not match the body.' });
    }
    const date = Date.parse(header('x-acs-date'));
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(header('x-acs-date')) || Math.abs(date - now().getTime()) > 15 * 60_000) {
      return answer(response, 400, { Code: 'InvalidTimeStamp.Expired', Message: 'Specified time stamp or date value is expired.' });
    }
    const query = queryOf(rawQuery);
    const canonicalQuery = [...query.keys()]
      .sort()
      .map((name) => `${rfc3986(name)}=${rfc3986(query.get(name)!)}`)
      .join('&');
    const canonicalHeaders = signedNames.map((name) => `${name}:${header(name).trim()}\n`).join('');
    const canonicalRequest = `${request.method}\n/\n${canonicalQuery}\n${canonicalHeaders}\n${signedHeaderList}\n${header('x-acs-content-sha256')}`;
    const expected = createHmac('sha256', options.accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${hex(canonicalRequest)}`)
      .digest('hex');
    if (expected !== signature) {
      return answer(response, 400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature does not match our calculation.' });
    }
    const nonce = header('x-acs-signature-nonce');
    if (nonces.has(nonce))
      return answer(response, 400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
    nonces.add(nonce);
    if (header('x-acs-action') !== 'SendSms' || header('x-acs-version') !== '2017-05-25') {
      return answer(response, 404, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' });
    }

    const phone = query.get('PhoneNumbers') ?? '';
    const signName = query.get('SignName') ?? '';
    const templateCode = query.get('TemplateCode') ?? '';
    if (!phone || !signName || !templateCode) {
      return answer(response, 200, { Code: 'isv.INVALID_PARAMETERS', Message: 'PhoneNumbers, SignName and TemplateCode are mandatory.' });
    }
    let templateParam: Record<string, string>;
    try {
      templateParam = JSON.parse(query.get('TemplateParam') ?? '{}') as Record<string, string>;
    } catch {
      return answer(response, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    const refusal = refused.get(phone);
    if (refusal) return answer(response, 200, { Code: refusal.code, Message: refusal.message });
    const bizId = `${Date.now()}${randomBytes(4).readUInt32BE()}^0`;
    delivered.push({ phone, signName, templateCode, templateParam, bizId });
    return answer(response, 200, { Code: 'OK', Message: 'OK', BizId: bizId });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!stalled) handle(request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    delivered,
    refusals,
    refusePhone: (phone, code, message) => void refused.set(phone, { code, message }),
    stall: (on) => {
      stalled = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
