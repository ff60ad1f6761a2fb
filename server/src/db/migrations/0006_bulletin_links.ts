import type { Migration } from './migration';

/**
 * The welcome bulletin of migration 4 linked 会员中心 to /vip, which is no route (issue 9): a tap
 * landed on home with the bulletin still open. Membership lives on /profile, whose pop=1 opens the
 * plans. Only that seeded row is touched; a bulletin staff wrote since keeps its text.
 */
export const bulletinLinks: Migration = {
  id: 6,
  name: 'bulletin_links',
  sql: `
    UPDATE bulletins SET content = replace(content, 'href="/vip"', 'href="/profile?pop=1"')
     WHERE id = 1 AND content LIKE '%href="/vip"%';
  `,
};
