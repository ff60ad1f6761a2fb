import { Type } from '@sinclair/typebox';
import { Id, IntegerEnum, MAX_ID, NullableInteger, NullableString, PageQuerySchema, StringEnum } from './common';

/**
 * Games (spec §1, §3, §7 Games): the catalogue, gift packs, downloads and news. The request
 * schemas coerce form-encoded strings (the client's default encoding) and let unknown fields
 * (appID=2008, uid …) pass.
 */

export const MAX_KEYWORD_LENGTH = 30;
export const MAX_SUGGESTIONS = 8;

/** Spec §3 Download type: 1 Android, 2 iOS. */
export const PlatformTypeSchema = IntegerEnum([1, 2], { description: '1 安卓，2 iOS' });

/** A game as lists show it (spec §3 Game + what a card needs). */
export const GameSummarySchema = Type.Object({
  id: Type.Integer({ description: 'id 与 appID 相同' }),
  appID: Type.Integer(),
  name: Type.String(),
  banners: Type.String({ description: '图片地址的 JSON 数组（字符串），显示第一张' }),
  icon: Type.String(),
  summary: Type.String(),
  categoryId: Type.Integer(),
  tags: Type.Array(Type.String()),
  isIos: Type.Boolean(),
  isAndroid: Type.Boolean(),
  isH5: Type.Boolean(),
  onlineType: Type.Integer({ description: '0 免费；其他需购买' }),
  buyAmount: Type.Integer({ description: '价格（X钻）' }),
  downloadCount: Type.Integer(),
  updatedAt: Type.String(),
});

/** `POST /api/web/game/detail` {appID}: everything a player needs to decide. */
export const GameDetailSchema = Type.Object({
  ...GameSummarySchema.properties,
  description: Type.String(),
  screenshots: Type.Array(Type.String()),
  developer: Type.String(),
  version: Type.String(),
  packageSize: Type.Integer({ description: '安装包大小（字节）' }),
  licenceNumber: Type.String({ description: '版号' }),
  ageRating: Type.String({ description: '适龄，如 12+' }),
  permissions: Type.Array(Type.String()),
  privacyPolicyUrl: Type.String(),
  owned: Type.Boolean({ description: '登录用户已购买（之后下载免费）' }),
});

export const GameSortSchema = StringEnum(['hot', 'new'], { default: 'hot' });

/** `POST /api/web/game/list`: by category (id or slug), by keyword (Chinese, pinyin, initials), sorted, paginated. */
export const GameListRequestSchema = Type.Object({
  // The page sends the category's id as a number; links and older clients send its slug or the id as text.
  category: Type.Optional(
    Type.Unsafe<string | number>({
      type: ['string', 'integer'],
      maxLength: 20,
      minimum: 1,
      maximum: MAX_ID,
      description: '分类 id 或英文名（rpg、card …）',
    }),
  ),
  keyword: Type.Optional(Type.String({ maxLength: MAX_KEYWORD_LENGTH, description: '中文、拼音或首字母' })),
  sort: Type.Optional(GameSortSchema),
  ...PageQuerySchema.properties,
});

export const GameSuggestQuerySchema = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: MAX_KEYWORD_LENGTH })) });

/** `GET /api/web/game/suggest?keyword=`: names for the search box. */
export const GameSuggestionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String() });

export const AppIdRequestSchema = Type.Object({ appID: Id({ description: '游戏 id' }) });

/** A gift pack of a game (`POST /api/web/game/detail/giftlist` {appID}). */
export const GiftPackSchema = Type.Object({
  id: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  gameIcon: Type.String(),
  name: Type.String(),
  content: Type.String({ description: '礼包内容，如 钻石×100、金币×5000' }),
  usage: Type.String({ description: '游戏内兑换方法' }),
  remaining: Type.Integer({ description: '剩余兑换码数' }),
  total: Type.Integer(),
  expiresAt: NullableString({ description: '截止时间；null 为长期有效' }),
  claimedCode: NullableString({ description: '登录用户已领取的兑换码' }),
});

export const GiftClaimRequestSchema = Type.Object({ giftId: Id() });

/** `POST /api/web/game/gift/claim` {giftId}: the caller's code (the same one on a repeat claim). */
export const GiftClaimResultSchema = Type.Object({
  giftId: Type.Integer(),
  code: Type.String(),
  newlyClaimed: Type.Boolean({ description: 'false：重复领取，返回之前的兑换码' }),
});

/** `POST /api/user/game/gifts`: my claimed codes (page `gifts`). */
export const ClaimedGiftSchema = Type.Object({
  giftId: Type.Integer(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  gameIcon: Type.String(),
  name: Type.String(),
  code: Type.String(),
  claimedAt: Type.String(),
});

/** `POST /api/user/game/download/{id}` {platformType}. */
export const DownloadRequestSchema = Type.Object({ platformType: PlatformTypeSchema });

export const DownloadResultSchema = Type.Object({
  url: Type.String({ description: '下载地址（非空，以 http 开头）' }),
  charged: Type.Integer({ description: '本次扣除的 X钻（免费、会员或已购为 0）' }),
  access: StringEnum(['free', 'member', 'owned', 'purchased']),
  coinNum: Type.Integer({ description: '调用后的余额' }),
});

/** `POST /api/user/game/download/upload` {channelID, inviteCode}: download attribution. */
export const DownloadAttributionRequestSchema = Type.Object({
  channelID: Type.Optional(Type.String({ maxLength: 64 })),
  inviteCode: Type.Optional(Type.String({ maxLength: 32 })),
  appID: Type.Optional(Id()),
  gameId: Type.Optional(Id()),
  platformType: Type.Optional(PlatformTypeSchema),
});

/** Game news (`POST /api/web/game/news/list`). */
export const NewsSummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  gameId: NullableInteger(),
  publishedAt: Type.String(),
});

/** `POST /api/web/game/news/detail` {id}: one article. */
export const NewsArticleSchema = Type.Object({
  ...NewsSummarySchema.properties,
  content: Type.String({ description: '正文 HTML（客户端渲染前净化）' }),
});

export const NewsListRequestSchema = Type.Object({ ...PageQuerySchema.properties, gameId: Type.Optional(Id()) });
export const IdRequestSchema = Type.Object({ id: Id() });

/** One row of the diamond ledger (wallet): every change of a balance. */
export const CoinLedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ description: '正数入账，负数扣除' }),
  reason: StringEnum(['recharge', 'purchase', 'vip', 'grant', 'refund']),
  reference: Type.String({ description: '关联对象，如 game:1001、order:42' }),
  balanceAfter: Type.Integer(),
  createdAt: Type.String(),
});
