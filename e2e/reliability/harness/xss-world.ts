import type pg from 'pg';
import { registerAccount } from '../../harness/accounts';

/**
 * What the XSS suite writes into: one player (registered through the API, a real session) and
 * one row of each kind of staff content, made the first thing its pages show (the hottest and
 * newest game, the newest article and bulletin, the player's newest message and order). Each
 * round overwrites these rows with the next sample, so a page shows it without paging.
 */
export interface XssAccount {
  uid: number;
  name: string;
  token: string;
}

export interface XssWorld {
  portalUrl: string;
  db: pg.Client;
  player: XssAccount;
  /** A second account, whose name and avatar staff overwrite (seen by itself). */
  otherAccount: XssAccount;
  rows: {
    /** A paid game (its download opens the purchase dialog). */
    paidGame: number;
    /** A free game (its download hands out android_url at once). */
    freeGame: number;
    categorySlug: string;
    news: number;
    giftPack: number;
    /** The player's claimed code of giftPack. */
    giftCode: number;
    bulletin: number;
    message: number;
    orderNo: string;
    /** The buyer's own checkout link for orderNo. */
    payUrl: string;
    rechargePackage: number;
    vipPlan: number;
  };
}

const CATEGORY = { id: 1, slug: 'rpg' };

export async function prepareXssWorld(portalUrl: string, db: pg.Client): Promise<XssWorld> {
  const account = async () => {
    const registered = await registerAccount(portalUrl);
    return { uid: Number(registered.uid), name: registered.name, token: registered.token };
  };
  const player = await account();
  const otherAccount = await account();
  // Asking for the profile once writes the welcome message now, so the suite's message is newer.
  await fetch(`${portalUrl}/api/user/center/me`, { method: 'POST', headers: { token: player.token } });

  const game = async (paid: boolean) => {
    const row = await db.query<{ id: string }>(
      `INSERT INTO games (name, pinyin_full, pinyin_initials, category_id, summary, description, icon, banners, screenshots,
         tags, is_ios, is_android, is_h5, online_type, buy_amount, developer, version, package_size, licence_number, age_rating,
         permissions, privacy_policy_url, android_url, ios_url, download_count, hot_score, updated_at)
       VALUES ($1, 'xss', 'xss', $2, '简介', '介绍', '', '[]', '[]', '["标签"]', false, true, false, $3, $4, '开发者', '1.0',
         1048576, '版号', '12+', '["权限"]', 'https://example.com/privacy', 'https://example.com/game.apk', NULL, 0, $5,
         now() + interval '1 day')
       RETURNING id`,
      [paid ? 'XSS付费游戏' : 'XSS免费游戏', CATEGORY.id, paid ? 1 : 0, paid ? 10 : 0, paid ? 2_000_000_000 : 1_999_999_999],
    );
    await db.query('UPDATE game_categories SET game_count = game_count + 1 WHERE id = $1', [CATEGORY.id]);
    return Number(row.rows[0]!.id);
  };
  const paidGame = await game(true);
  const freeGame = await game(false);

  const id = async (sql: string, params: unknown[]) => Number((await db.query<{ id: string }>(sql, params)).rows[0]!.id);
  const news = await id(
    `INSERT INTO game_news (game_id, title, summary, cover, content, published_at)
     VALUES ($1, '资讯', '摘要', '', '<p>正文</p>', now() + interval '1 day') RETURNING id`,
    [paidGame],
  );
  const giftPack = await id(
    `INSERT INTO gift_packs (game_id, name, content, usage, expires_at) VALUES ($1, '礼包', '内容', '用法', now() + interval '30 days') RETURNING id`,
    [paidGame],
  );
  const giftCode = await id(`INSERT INTO gift_codes (gift_id, code, claimed_by, claimed_at) VALUES ($1, 'CODE', $2, now()) RETURNING id`, [
    giftPack,
    player.uid,
  ]);
  const bulletin = await id(
    `INSERT INTO bulletins (pos_type, title, content, create_time) VALUES (1, '公告', '<p>公告</p>', now() + interval '1 day') RETURNING id`,
    [],
  );
  const message = await id(
    `INSERT INTO system_messages (user_id, title, content, created_at) VALUES ($1, '消息', '内容', now() + interval '1 day') RETURNING id`,
    [player.uid],
  );
  // Through the API: the sandbox checkout opens only with the link made for the buyer's session.
  const ordered = await fetch(`${portalUrl}/api/order/payInfo`, {
    method: 'POST',
    headers: { token: player.token, 'content-type': 'application/json' },
    body: JSON.stringify({ packageId: 1 }),
  });
  const { data: payInfo } = (await ordered.json()) as { data: { orderNo: string; payUrl: string } };
  // Payable through the whole run (the full form takes longer than an order's 15 minutes).
  await db.query(`UPDATE orders SET expires_at = now() + interval '1 day' WHERE order_no = $1`, [payInfo.orderNo]);
  const { orderNo, payUrl } = payInfo;
  return {
    portalUrl,
    db,
    player,
    otherAccount,
    rows: {
      paidGame,
      freeGame,
      categorySlug: CATEGORY.slug,
      news,
      giftPack,
      giftCode,
      bulletin,
      message,
      orderNo,
      payUrl,
      rechargePackage: 1,
      vipPlan: 1,
    },
  };
}
