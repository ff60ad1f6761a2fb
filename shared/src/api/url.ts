/** Same test axios uses: a scheme (http:, https:, …) or a protocol-relative '//' start. */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

export function isAbsoluteUrl(url: string | undefined): boolean {
  return url !== undefined && ABSOLUTE_URL.test(url);
}

/**
 * Whether a request goes to our API: relative URLs (resolved against /api) and absolute ones on
 * this origin. Only those get appID and the uid/token headers, so a CDN or third-party URL never
 * receives the user's token.
 */
export function isApiBound(url: string | undefined): boolean {
  if (!isAbsoluteUrl(url)) return true;
  if (typeof window === 'undefined') return false;
  try {
    return new URL(url as string, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
