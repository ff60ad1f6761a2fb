/**
 * Every reliability suite runs in two sizes: a short form inside `pnpm test` (so CI keeps each
 * figure at zero on every change) and the full form by hand (`pnpm suite:<name>`, which sets
 * SUITE_SIZE=full). A suite picks its numbers with `bySize(short, full)`.
 */
export const SUITE_SIZE: 'short' | 'full' = process.env.SUITE_SIZE === 'full' ? 'full' : 'short';

export function bySize<T>(short: T, full: T): T {
  return SUITE_SIZE === 'full' ? full : short;
}
