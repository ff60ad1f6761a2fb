/**
 * Spec §2/§5: "A route that needs login redirects to login when no user id is held."
 * Returns where to go instead, or null when the route may render. The original location is
 * kept in `redirect` so the login page can come back to it.
 */
export function loginRedirectFor(
  route: { requiresLogin?: boolean },
  uid: string | number | null | undefined,
  currentPath: string,
): string | null {
  if (!route.requiresLogin) return null;
  if (uid !== null && uid !== undefined && String(uid) !== '') return null;
  return `/login?redirect=${encodeURIComponent(currentPath)}`;
}
