/**
 * Spec §3: a game's banners travel as a JSON array in a string. The detail shows all of them,
 * lists and the home carousel the first; the server's host page preloads that same first one
 * (issue 17), so both sides read it here.
 */
export function parseBanners(banners: string | null | undefined): string[] {
  if (!banners) return [];
  try {
    const list: unknown = JSON.parse(banners);
    return Array.isArray(list) ? list.filter((b): b is string => typeof b === 'string' && b.trim() !== '') : [];
  } catch {
    return [];
  }
}

/** The banner a list or the home carousel shows ('' when there is none). */
export function firstBanner(banners: string | null | undefined): string {
  return parseBanners(banners)[0] ?? '';
}
