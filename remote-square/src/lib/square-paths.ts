/** The square's own addresses, built in one place. */
export const postPath = (id: number) => `/post/${id}`;

/** A #话题#'s feed: the square with `?topic=`. */
export const topicFeedPath = (topic: string) => `/square?topic=${encodeURIComponent(topic)}`;

export const PUBLISH_PATH = '/postpage';
export const HISTORY_PATH = '/commenthistory';
