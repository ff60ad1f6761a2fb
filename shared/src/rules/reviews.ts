/**
 * Limits of ratings, reviews and charts (issue 18), read by the server's schemas and rules and
 * by the review form in remote-games.
 */
export const REVIEW_LIMITS = {
  /** Longest review text (characters as a reader counts them; an emoji is one). */
  contentMaxLength: 1000,
  /** Longest developer reply. */
  replyMaxLength: 500,
} as const;

/** Stars a player can give. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;

/**
 * 高分 chart: the IMDb-style weighted score (v/(v+m))·R + (m/(v+m))·C, where R is the game's mean,
 * v its count, C the mean over every rating and m the minimum count to be listed.
 */
export const TOP_CHART_MIN_RATINGS = 5;

export function bayesianScore(mean: number, count: number, globalMean: number, minimum = TOP_CHART_MIN_RATINGS): number {
  return (count / (count + minimum)) * mean + (minimum / (count + minimum)) * globalMean;
}
