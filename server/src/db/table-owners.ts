/**
 * Which server module owns each table: the only module whose SQL writes it (issue 10; the
 * module-shape test checks every INSERT, UPDATE and DELETE against this map). Migrations
 * create tables where history put them (never rewritten), so this map — and the schema.md made
 * from it (`pnpm --filter @portal/server schema-doc`) — is where a reader finds a table's home.
 * `schema-doc.test.ts` fails when a migration creates a table that has no owner here, or when
 * schema.md is out of date.
 */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  app_meta: 'db (migrations, demo seed marker)',
  users: 'accounts',
  devices: 'accounts',
  invite_relations: 'accounts',
  sessions: 'sessions (platform)',
  sms_codes: 'sms',
  sandbox_sms_outbox: 'sms',
  rate_limit_counters: 'rate-limit (platform)',
  square_tags: 'square',
  posts: 'square',
  post_images: 'square',
  topics: 'square',
  post_topics: 'square',
  comments: 'square',
  post_likes: 'square',
  comment_likes: 'square',
  follows: 'square',
  blocks: 'square',
  reports: 'square',
  square_user_stats: 'square',
  square_counters: 'square',
  square_config: 'square',
  sensitive_words: 'square',
  game_categories: 'catalogue',
  game_name_gram_counts: 'catalogue',
  game_name_postings: 'catalogue',
  games: 'catalogue',
  game_news: 'news',
  gift_packs: 'gifts',
  gift_codes: 'gifts',
  game_purchases: 'downloads',
  download_events: 'downloads',
  coin_ledger: 'wallet',
  recharge_packages: 'payments',
  orders: 'payments',
  payment_notifications: 'payments',
  vip_plans: 'vip',
  bulletins: 'bulletin',
  system_messages: 'messages',
  reading_tags: 'reading',
  books: 'reading',
  book_tags: 'reading',
  book_chapters: 'reading',
  chapter_purchases: 'reading',
  reading_progress: 'reading',
  reading_progress_writes: 'reading',
  chapter_reads: 'reading',
  book_subscriptions: 'reading',
  checkins: 'checkin',
  activities: 'activities',
  activity_tasks: 'activities',
  task_progress: 'activities',
  task_claims: 'activities',
  favorites: 'favourites',
  support_conversations: 'support',
  support_messages: 'support',
  chat_messages: 'chat',
  chat_conversations: 'chat',
  live_streams: 'live (platform)',
  live_events: 'live (platform)',
  real_name_verifications: 'protection',
  resident_id_claims: 'protection',
  game_reviews: 'reviews',
  review_votes: 'reviews',
  game_rating_stats: 'reviews',
  game_rating_versions: 'reviews',
  game_charts: 'charts',
  game_reservations: 'reservations',
  game_follows: 'game-follows',
  game_versions: 'game-follows',
  collections: 'collections',
  collection_games: 'collections',
  collection_likes: 'collections',
  remote_load_events: 'telemetry',
};

/**
 * Columns of a table that another module owns: the user's row carries the wallet's balance,
 * the membership, the messages' welcome flag and the square's staff flag, each written only by its module.
 */
export const COLUMN_OWNERS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  users: {
    wallet: ['coin_num', 'ledger_entries'],
    vip: ['level_type', 'exp_time', 'vip_badge'],
    messages: ['welcomed'],
    square: ['staff'],
    protection: ['need_real_name', 'birth_date'],
  },
  // A game's pre-registration state (issue 18): written only by the reservations module.
  games: {
    reservations: ['release_status', 'planned_at', 'launched_at', 'reservation_count'],
  },
};

/** The module name of an owner entry ('sessions (platform)' → 'sessions'). */
export function ownerModule(owner: string | undefined): string | undefined {
  return owner?.split(' ')[0];
}
