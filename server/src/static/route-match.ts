import type { PortalEnvironment, RemoteRouteMeta } from '@portal/shared/types';

export interface RouteOwner {
  remote: string;
  route: RemoteRouteMeta;
}

/**
 * Matches a URL path against a react-router style pattern without leading slash:
 * '' (home), `detail/:id`, `games/:type?` (optional segment), `docs/*` (splat).
 * Returns a rank (higher = more specific, like react-router's ranking) or -1.
 */
export function matchRoute(pattern: string, pathname: string): number {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  return rank(patternParts, pathParts, 0);
}

function rank(pattern: string[], parts: string[], score: number): number {
  const [head, ...rest] = pattern;
  if (head === undefined) return parts.length === 0 ? score : -1;
  if (head === '*') return score + 1;
  const optional = head.endsWith('?');
  const segment = optional ? head.slice(0, -1) : head;
  const [part, ...remaining] = parts;
  let best = -1;
  if (part !== undefined) {
    const dynamic = segment.startsWith(':');
    if (dynamic || safeDecode(part) === segment) {
      best = rank(rest, remaining, score + (dynamic ? 3 : 10));
    }
  }
  // An optional segment may also be absent.
  if (optional) best = Math.max(best, rank(rest, parts, score));
  return best;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The remote route that renders this path, the most specific one across all remotes. */
export function findRouteOwner(environment: PortalEnvironment, pathname: string): RouteOwner | undefined {
  let best: (RouteOwner & { score: number }) | undefined;
  for (const [remote, entry] of Object.entries(environment.remotes)) {
    for (const route of entry.routes ?? []) {
      const score = matchRoute(route.path, pathname);
      if (score >= 0 && (!best || score > best.score)) best = { remote, route, score };
    }
  }
  return best && { remote: best.remote, route: best.route };
}
