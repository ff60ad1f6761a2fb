import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay's RSA2 signature (open.alipay.com "自行实现签名" / "自行实现验签"): the parameters sorted
 * by name (ASCII order), written `name=value` joined by `&` with the values as they are (not
 * URL-encoded), signed with SHA256withRSA, base64.
 *  - A request is signed over every parameter but `sign`, leaving out empty values.
 *  - A notification is checked over every parameter but `sign` and `sign_type`.
 */
export function alipaySignContent(params: Readonly<Record<string, string>>, leaveOut: readonly string[], skipEmpty: boolean): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name) && !(skipEmpty && params[name] === ''))
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function signAlipayRequest(params: Readonly<Record<string, string>>, privateKey: KeyObject): string {
  return createSign('RSA-SHA256')
    .update(alipaySignContent(params, ['sign'], true), 'utf8')
    .sign(privateKey, 'base64');
}

export function verifyAlipayNotification(params: Readonly<Record<string, string>>, alipayPublicKey: KeyObject): boolean {
  const signature = params.sign;
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  return createVerify('RSA-SHA256')
    .update(alipaySignContent(params, ['sign', 'sign_type'], false), 'utf8')
    .verify(alipayPublicKey, signature, 'base64');
}
