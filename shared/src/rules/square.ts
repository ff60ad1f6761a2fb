/**
 * The square's limits, one declaration for the server (which enforces them) and remote-square
 * (which shows them while typing). Flood limits follow Discourse's defaults in spirit: a pause
 * between posts, a daily cap, stricter for accounts younger than a day.
 */
export const SQUARE_LIMITS = {
  postMaxLength: 2000,
  commentMaxLength: 500,
  maxImages: 9,
  /** Largest image file accepted by image/upload. */
  imageMaxBytes: 10 * 1024 * 1024,
  topicMaxLength: 20,
  /** Seconds between two posts (comments: commentIntervalSeconds) of one account. */
  postIntervalSeconds: 5,
  commentIntervalSeconds: 3,
  postsPerDay: 30,
  newAccountPostsPerDay: 5,
  commentsPerDay: 200,
  newAccountCommentsPerDay: 30,
  /** An account younger than this is "new". */
  newAccountHours: 24,
  /** The same text from one account within this window is refused. */
  duplicateWindowSeconds: 300,
  /** Distinct reporters that hide a post or comment until staff review it. */
  reportsToHide: 3,
} as const;

/** `#话题#` in a post's text: 1–20 characters without # or whitespace. */
export const TOPIC_PATTERN = /#([^#\s]{1,20})#/gu;

/** The distinct topics of a text, in order of appearance. */
export function topicsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(TOPIC_PATTERN)) seen.add(match[1]!);
  return [...seen];
}
