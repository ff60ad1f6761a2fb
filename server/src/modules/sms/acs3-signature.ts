import { createHash, createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's request signature V3, ACS3-HMAC-SHA256 ("V3版本请求体&签名机制", Alibaba Cloud
 * SDK documentation):
 *
 *   CanonicalRequest = METHOD \n CanonicalURI \n CanonicalQueryString \n CanonicalHeaders \n
 *                      SignedHeaders \n hex(sha256(body))
 *   StringToSign     = "ACS3-HMAC-SHA256" \n hex(sha256(CanonicalRequest))
 *   Authorization    = ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<…>,Signature=<hex hmac>
 *
 * Chosen over the older RPC signature (HMAC-SHA1 over the whole query): its string to sign is a
 * hash, so an error answer that echoes it back cannot carry the query — and the SMS code in it.
 */
export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** RFC 3986 percent-encoding: only A–Z a–z 0–9 - _ . ~ stay as they are (a space is %20, * is %2A). */
export function acsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name, names and values encoded, joined by &. Also the query string that is sent. */
export function canonicalQueryString(query: Readonly<Record<string, string>>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${acsEncode(name)}=${acsEncode(query[name]!)}`)
    .join('&');
}

export interface Acs3Call {
  method: 'GET' | 'POST';
  /** host[:port] exactly as the request's Host header carries it. */
  host: string;
  /** The API's name and version (x-acs-action, x-acs-version). */
  action: string;
  version: string;
  query: Readonly<Record<string, string>>;
  body: string;
  date: Date;
  /** A value never used before (x-acs-signature-nonce: the service refuses a replay). */
  nonce: string;
  accessKeyId: string;
  accessKeySecret: string;
}

/** The signed headers of a call to an RPC-style API (canonical URI `/`), Authorization included. */
export function signAcs3(call: Acs3Call): Record<string, string> {
  const signed: Record<string, string> = {
    host: call.host,
    'x-acs-action': call.action,
    'x-acs-content-sha256': sha256Hex(call.body),
    // ISO 8601 in UTC to the second: 2023-10-26T09:01:01Z.
    'x-acs-date': call.date.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'x-acs-signature-nonce': call.nonce,
    'x-acs-version': call.version,
  };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    call.method,
    '/',
    canonicalQueryString(call.query),
    names.map((name) => `${name}:${signed[name]!.trim()}\n`).join(''),
    names.join(';'),
    signed['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  const signature = createHmac('sha256', call.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  return {
    ...signed,
    authorization: `${ACS3_ALGORITHM} Credential=${call.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}
