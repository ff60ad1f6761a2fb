/** Limits of a collection (游戏单, issue 18): the server's schema enforces them, the form shows them. */
export const COLLECTION_LIMITS = { games: 50, title: 40, note: 500 } as const;
