/**
 * A URL staff wrote that the page shows as a link (a game's privacy policy): only http(s) and
 * the portal's own paths lead anywhere. React 19 already disarms `javascript:` hrefs, but not
 * `data:` (a page of anyone's HTML, where browsers still open one) or `vbscript:`; such a link is
 * not shown at all (null), as if none was given.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value.startsWith('/')) return value.startsWith('//') || value.startsWith('/\\') ? null : value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
