import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * RSA keys as a payment provider's tools hand them out: PEM (also with its newlines written as
 * `\n`, as env files often carry it), or the bare base64 body Alipay's key tool prints — PKCS#8
 * ("Java") or PKCS#1 ("non-Java") for a private key, SPKI or PKCS#1 for a public one. A key
 * that does not parse throws an Error saying why, for config.ts to name the variable.
 */

/** RSA2 (RSA-SHA256) as Alipay requires it: 2048-bit keys at least. */
export const MIN_RSA_BITS = 2048;

type DerType = 'pkcs8' | 'pkcs1' | 'spki';

function normalise(text: string): string {
  return text.includes('\\n') ? text.replace(/\\n/g, '\n') : text;
}

function derOf(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) throw new Error('is neither PEM nor base64');
  return Buffer.from(compact, 'base64');
}

function firstThatParses(parse: (type: DerType) => KeyObject, types: DerType[], what: string): KeyObject {
  for (const type of types) {
    try {
      return parse(type);
    } catch {
      // Try the next encoding; the caller hears one message naming all of them.
    }
  }
  throw new Error(`does not parse as ${what}`);
}

function requireRsa(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`is a ${key.asymmetricKeyType ?? 'non-RSA'} key, not RSA`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < MIN_RSA_BITS) throw new Error(`is a ${bits}-bit RSA key; RSA2 needs at least ${MIN_RSA_BITS} bits`);
  return key;
}

export function parseRsaPrivateKey(raw: string): KeyObject {
  const text = normalise(raw.trim());
  const what = 'an RSA private key (PEM, or base64 PKCS#8 / PKCS#1)';
  if (text.includes('-----BEGIN')) {
    if (/-----BEGIN (RSA )?PUBLIC KEY-----/.test(text)) throw new Error('is a public key; the private key is needed here');
    return requireRsa(firstThatParses(() => createPrivateKey(text), ['pkcs8'], what));
  }
  const der = derOf(text);
  return requireRsa(
    firstThatParses((type) => createPrivateKey({ key: der, format: 'der', type: type as 'pkcs8' | 'pkcs1' }), ['pkcs8', 'pkcs1'], what),
  );
}

export function parseRsaPublicKey(raw: string): KeyObject {
  const text = normalise(raw.trim());
  const what = 'an RSA public key (PEM, or base64 SPKI / PKCS#1)';
  if (text.includes('-----BEGIN')) {
    if (/PRIVATE KEY-----/.test(text)) throw new Error('is a private key; the public key is needed here');
    return requireRsa(firstThatParses(() => createPublicKey(text), ['spki'], what));
  }
  const der = derOf(text);
  return requireRsa(
    firstThatParses((type) => createPublicKey({ key: der, format: 'der', type: type as 'spki' | 'pkcs1' }), ['spki', 'pkcs1'], what),
  );
}

/** Whether a public key is the public half of a private key (or of another public key). */
export function samePublicKey(a: KeyObject, b: KeyObject): boolean {
  const spki = (key: KeyObject) => (key.type === 'private' ? createPublicKey(key) : key).export({ format: 'der', type: 'spki' });
  return spki(a).equals(spki(b));
}
