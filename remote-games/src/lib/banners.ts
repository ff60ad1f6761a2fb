/** Spec §3: banners is a JSON array (as a string) of image URLs; the detail shows all of them. */
export function parseBanners(banners: string | null | undefined): string[] {
  if (!banners) return [];
  try {
    const list: unknown = JSON.parse(banners);
    return Array.isArray(list) ? list.filter((b): b is string => typeof b === 'string' && b.trim() !== '') : [];
  } catch {
    return [];
  }
}
