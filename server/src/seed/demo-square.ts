import { AccountType } from '@portal/shared/types';
import { topicsOf } from '@portal/shared/rules';
import type { Database, Queryable } from '../db/types';
import { createAccount, hashPassword } from '../modules/accounts';
import { markDemoAdult } from '../modules/protection';
import { refreshHotRanks } from '../modules/square';
import { seededRandom } from './seeded-random';

/** app_meta key of the marker row: present = the demo square was seeded. */
export const DEMO_SQUARE_MARKER = 'demo_square';
/** Every demo author logs in with their login name and this password. */
export const DEMO_SQUARE_PASSWORD = 'square1234';
/** A few words the demo refuses in posts and comments (sensitiveword/list shows them). */
export const DEMO_SENSITIVE_WORDS = ['外挂', '代充', '私服', '刷钻', '赌博'];

export const DEMO_SQUARE_AUTHORS = [
  { loginName: 'xiaoyu', name: '小雨同学' },
  { loginName: 'laozhang', name: '老张玩游戏' },
  { loginName: 'mengxin', name: '萌新一枚' },
  { loginName: 'jianke', name: '剑客无名' },
  { loginName: 'tahua', name: '塔防达人' },
  { loginName: 'yinyue', name: '节奏大师' },
  { loginName: 'huashi', name: '画师阿梨' },
  { loginName: 'guanfang', name: 'X游官方' },
] as const;

/** [author index, tag name, text]: ~30 posts across the six tags, with #topics#. */
const POSTS: ReadonlyArray<readonly [number, string, string]> = [
  [7, '福利', '【官方】本周 #周末福利# 开启！每天登录领取 100 X钻，礼包中心同步上新。'],
  [0, '攻略', '#原神# 深渊12层满星思路：上半雷国，下半胡桃，配置不高也能打。'],
  [1, '吐槽', '这次更新的体力恢复也太慢了吧，#吐槽大会# 大家怎么看？'],
  [2, '组队', '萌新求组队，#王者荣耀# 周末晚上八点后在线，会辅助。'],
  [3, '攻略', '#剑侠情缘# 新门派加点推荐：前期全力敏，后期补体质。'],
  [4, '攻略', '#塔防# 第 37 关无伤打法：先造两座减速塔，再升级中间的炮塔。'],
  [5, '新游', '新出的音游手感不错，#音游推荐# 判定很准，曲库也大。'],
  [6, '同人', '画了一张 #原神# 的同人图，雷电将军，求轻喷～'],
  [0, '福利', '礼包码分享：进游戏设置里兑换，#周末福利# 先到先得。'],
  [1, '攻略', '#王者荣耀# 打野节奏：四级前刷完两边野区再去抓中路。'],
  [2, '吐槽', '抽卡又歪了，#吐槽大会# 这个保底机制谁设计的……'],
  [3, '组队', '#剑侠情缘# 帮会招人，每晚九点团本，老玩家带新人。'],
  [4, '新游', '试玩了一款新的 #塔防# 游戏，关卡设计很有想法。'],
  [5, '同人', '给 #音游推荐# 里那首曲子做了钢琴改编，欢迎来听。'],
  [6, '攻略', '#原神# 新角色培养材料清单整理好了，收藏备用。'],
  [7, '新游', '【官方】#新游预约# 本月三款新游开启预约，预约即送限定头像框。'],
  [0, '吐槽', '排位连跪五把，心态崩了 #王者荣耀# #吐槽大会#'],
  [1, '组队', '#原神# 联机打周本，缺一个奶妈，来的私信。'],
  [2, '攻略', '萌新整理的 #新手入门# 指南：先做主线，再刷日常，别乱花钻石。'],
  [3, '同人', '写了一篇 #剑侠情缘# 的短篇同人，江湖夜雨十年灯。'],
  [4, '福利', '#周末福利# 塔防活动第二周奖励翻倍，别忘了领。'],
  [5, '攻略', '#音游推荐# 提高准度的小技巧：把延迟校准做一遍，差别很大。'],
  [6, '新游', '这款新游的美术风格太好看了 #新游预约#'],
  [0, '组队', '#王者荣耀# 五排缺两个，要求钻石以上，语音沟通。'],
  [1, '同人', '用游戏截图做了一组壁纸，#原神# 风景党请进。'],
  [2, '福利', '第一次抽到五星！#新手入门# 果然新手池概率高。'],
  [3, '吐槽', '匹配机制能不能改改，#吐槽大会# 每把都是一边倒。'],
  [4, '攻略', '#塔防# 资源分配心得：前十关别急着升级，先铺满位置。'],
  [5, '组队', '找人一起打 #音游推荐# 的联机模式，手速不限。'],
  [7, '攻略', '【官方】#新手入门# 常见问题汇总：充值、礼包、下载一次说清。'],
];

const COMMENTS = ['太有用了，收藏！', '同意楼主', '求详细配置', '哈哈哈哈真实', '已关注，期待更新', '我也是这么想的', '学到了', '顶一下'];
const REPLIES = ['谢谢支持～', '可以私信我', '下次再详细写', '一起加油', '说得对'];

export interface SquareSeedReport {
  seeded: boolean;
  posts: number;
  comments: number;
}

async function tagIds(tx: Queryable): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; tag: string }>('SELECT id, tag FROM square_tags');
  return new Map(rows.map((row) => [row.tag, Number(row.id)]));
}

/**
 * The demo square: eight authors (login with their name and DEMO_SQUARE_PASSWORD; 'guanfang'
 * is staff), ~30 posts over the last five days across the tags with #topics#, comments,
 * replies, likes and follows (the demo player follows three authors, so its 关注 feed is not
 * empty), and a short sensitive-word list. Counters are computed from the rows at the end.
 * Idempotent: a marker row in app_meta is claimed first, in the same transaction.
 */
export async function seedDemoSquare(db: Database, now: Date, demoPlayerUid?: string): Promise<SquareSeedReport> {
  const passwordHash = await hashPassword(DEMO_SQUARE_PASSWORD);
  const random = seededRandom(12);
  const report = await db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING RETURNING key',
      [DEMO_SQUARE_MARKER, 'seeding', now],
    );
    if (claimed.length === 0) return { seeded: false, posts: 0, comments: 0 };
    const uids: string[] = [];
    for (const author of DEMO_SQUARE_AUTHORS) {
      const existing = await tx.one<{ uid: string }>('SELECT uid::text AS uid FROM users WHERE lower(login_name) = $1', [author.loginName]);
      const uid =
        existing?.uid ??
        (
          await createAccount(
            tx,
            { loginName: author.loginName, passwordHash, name: author.name, accountType: AccountType.name },
            undefined,
            now,
          )
        ).uid;
      uids.push(uid);
      await markDemoAdult(tx, uid, now);
    }
    await tx.query('UPDATE users SET staff = true WHERE uid = $1', [uids[7]]);
    const tags = await tagIds(tx);
    const hour = 3_600_000;
    const postIds: string[] = [];
    let comments = 0;
    for (const [index, [authorIndex, tag, text]] of POSTS.entries()) {
      // Oldest first, so ids follow time: the first post is ~5 days old, the last a few minutes.
      const at = new Date(now.getTime() - (POSTS.length - index) * 4 * hour + Math.floor(random() * hour));
      const topics = topicsOf(text);
      const row = await tx.one<{ id: string }>(
        // hot_rank 1 marks the post as ranked; refreshHotRanks computes the real rank at the end.
        `INSERT INTO posts (author_id, content, tag_id, topics, pinned, created_at, hot_rank) VALUES ($1, $2, $3, $4::text[], $5, $6, 1)
         RETURNING id::text AS id`,
        [uids[authorIndex], text, tags.get(tag) ?? null, topics, index === 0, at],
      );
      const postId = row!.id;
      postIds.push(postId);
      for (const topic of topics) {
        await tx.query(
          `INSERT INTO topics (topic, post_count, last_post_at) VALUES ($1, 0, $2)
           ON CONFLICT (topic) DO UPDATE SET last_post_at = greatest(topics.last_post_at, EXCLUDED.last_post_at)`,
          [topic, at],
        );
        await tx.query('INSERT INTO post_topics (topic, post_id, pinned, created_at) VALUES ($1, $2, $3, $4)', [
          topic,
          postId,
          index === 0,
          at,
        ]);
      }
      // Likes from a few authors, comments and a reply on most posts.
      for (const [likerIndex, uid] of uids.entries()) {
        if (likerIndex !== authorIndex && random() < 0.4) {
          await tx.query('INSERT INTO post_likes (post_id, user_id, created_at) VALUES ($1, $2, $3)', [postId, uid, at]);
        }
      }
      const commentTotal = Math.floor(random() * 4);
      for (let c = 0; c < commentTotal; c += 1) {
        const commenter = uids[(authorIndex + 1 + c) % uids.length]!;
        const commentAt = new Date(at.getTime() + (c + 1) * 10 * 60_000);
        const top = await tx.one<{ id: string }>(
          'INSERT INTO comments (post_id, author_id, content, created_at) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
          [postId, commenter, COMMENTS[Math.floor(random() * COMMENTS.length)], commentAt],
        );
        comments += 1;
        if (random() < 0.5) {
          await tx.query(
            `INSERT INTO comments (post_id, author_id, content, reply_comment_id, root_comment_id, created_at)
             VALUES ($1, $2, $3, $4, $4, $5)`,
            [
              postId,
              uids[authorIndex],
              REPLIES[Math.floor(random() * REPLIES.length)],
              top!.id,
              new Date(commentAt.getTime() + 5 * 60_000),
            ],
          );
          comments += 1;
        }
      }
    }
    // Follows: each author follows the next two and the official account; the demo player follows three.
    const follows: Array<[string, string]> = [];
    for (const [index, uid] of uids.entries()) {
      for (const other of [uids[(index + 1) % uids.length]!, uids[(index + 2) % uids.length]!, uids[7]!]) {
        if (other !== uid) follows.push([uid, other]);
      }
    }
    if (demoPlayerUid) for (const other of [uids[0]!, uids[3]!, uids[7]!]) follows.push([demoPlayerUid, other]);
    for (const [follower, followee] of follows) {
      await tx.query('INSERT INTO follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        follower,
        followee,
        now,
      ]);
    }
    for (const word of DEMO_SENSITIVE_WORDS) {
      await tx.query("INSERT INTO sensitive_words (word, kind) VALUES ($1, 'block') ON CONFLICT DO NOTHING", [word]);
    }
    await tx.query("UPDATE square_config SET value = (value::bigint + 1)::text WHERE key = 'sensitiveWordsVersion'");
    await recountSquare(tx);
    await tx.query('UPDATE app_meta SET value = $2 WHERE key = $1', [
      DEMO_SQUARE_MARKER,
      JSON.stringify({ posts: postIds.length, comments }),
    ]);
    return { seeded: true, posts: postIds.length, comments };
  });
  if (report.seeded) await refreshHotRanks(db, () => now);
  return report;
}

/** The square's counters from its rows (seeding writes rows directly, then counts them once). */
async function recountSquare(tx: Queryable): Promise<void> {
  await tx.exec(`
    UPDATE posts p SET
      like_count = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id),
      comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.deleted_at IS NULL),
      root_comment_count = (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.deleted_at IS NULL AND c.root_comment_id IS NULL);
    UPDATE comments c SET
      like_count = (SELECT count(*) FROM comment_likes l WHERE l.comment_id = c.id),
      reply_count = (SELECT count(*) FROM comments r WHERE r.root_comment_id = c.id AND r.deleted_at IS NULL);
    UPDATE topics t SET post_count = (SELECT count(*) FROM post_topics pt JOIN posts p ON p.id = pt.post_id
      WHERE pt.topic = t.topic AND p.deleted_at IS NULL);
    DELETE FROM square_counters WHERE key LIKE 'posts%';
    INSERT INTO square_counters (key, count) SELECT 'posts', count(*) FROM posts WHERE deleted_at IS NULL;
    INSERT INTO square_counters (key, count) SELECT 'posts:tag:' || tag_id, count(*) FROM posts
      WHERE deleted_at IS NULL AND tag_id IS NOT NULL GROUP BY tag_id;
    INSERT INTO square_user_stats (uid, follower_count, following_count, post_count, comment_count)
      SELECT u.uid,
        (SELECT count(*) FROM follows f WHERE f.followee_id = u.uid),
        (SELECT count(*) FROM follows f WHERE f.follower_id = u.uid),
        (SELECT count(*) FROM posts p WHERE p.author_id = u.uid AND p.deleted_at IS NULL),
        (SELECT count(*) FROM comments c WHERE c.author_id = u.uid AND c.deleted_at IS NULL)
      FROM users u
      WHERE EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.uid) OR EXISTS (SELECT 1 FROM comments c WHERE c.author_id = u.uid)
        OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = u.uid OR f.followee_id = u.uid)
    ON CONFLICT (uid) DO UPDATE SET follower_count = EXCLUDED.follower_count, following_count = EXCLUDED.following_count,
      post_count = EXCLUDED.post_count, comment_count = EXCLUDED.comment_count;
  `);
}
