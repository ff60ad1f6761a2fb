/**
 * The word lists the demo catalogue is composed from. Every name is prefix + suffix
 * (+ an edition from the second round on), e.g. 星辰 + 物语 → 星辰物语, 龙城 + 突击 + 2 → 龙城突击2;
 * the first combination is literally 王者荣耀 so `wzry` finds something in tests and demos.
 * The suffix decides the category, so names fit their shelf (…突击 is a shooter).
 */

/** Name prefixes (first characters also pick the icon: one SVG per distinct first character). */
export const NAME_PREFIXES = [
  '王者',
  '梦幻',
  '星辰',
  '苍穹',
  '龙城',
  '九州',
  '逆水',
  '剑侠',
  '山海',
  '灵域',
  '幻境',
  '风云',
  '神都',
  '云梦',
  '烈焰',
  '长安',
  '乱世',
  '萌宠',
  '指尖',
  '极速',
  '暗影',
  '无尽',
  '荒野',
  '机甲',
  '深海',
  '星际',
  '时空',
  '月下',
  '青丘',
  '晴空',
  '花语',
  '樱落',
  '末日',
  '三国',
  '蜀山',
  '北境',
  '天穹',
  '银河',
  '雪域',
  '琉璃',
] as const;

/**
 * Suffixes with their category id (1–10, see GAME_CATEGORIES), round-robin over the categories
 * so neighbouring games land on different shelves; 荣耀 is first so 王者 + 荣耀 is game one.
 */
export const NAME_SUFFIXES: readonly (readonly [suffix: string, categoryId: number])[] = [
  ['荣耀', 4],
  ['传说', 1],
  ['卡牌', 2],
  ['塔防', 3],
  ['消消乐', 5],
  ['物语', 6],
  ['餐厅', 7],
  ['突击', 8],
  ['冒险', 9],
  ['旋律', 10],
  ['竞技场', 4],
  ['奇缘', 1],
  ['对决', 2],
  ['守卫战', 3],
  ['跑酷', 5],
  ['少女', 6],
  ['农场', 7],
  ['枪神', 8],
  ['迷宫', 9],
  ['节拍', 10],
  ['球王', 4],
  ['仙途', 1],
  ['召唤师', 2],
  ['争霸', 3],
  ['合合乐', 5],
  ['幻想曲', 6],
  ['大亨', 7],
  ['行动', 8],
  ['猎人', 9],
  ['恋曲', 10],
  ['飞车', 4],
  ['江湖', 1],
  ['牌局', 2],
  ['王朝', 3],
  ['小镇', 5],
  ['学园', 6],
  ['物业', 7],
  ['战场', 8],
  ['远征', 9],
  ['夜话', 10],
];

/** Editions of later rounds (index 0 = none), so names stay unique for the first 40×40×10. */
export const NAME_EDITIONS = ['', '2', '：觉醒', '：新纪元', '手游', 'OL', '：起源', '3D', '：重制版', '：无限'] as const;

/** One line per category for the summary. */
export const SUMMARIES_BY_CATEGORY: Record<number, readonly string[]> = {
  1: ['踏上修仙问道之路，与好友组队挑战上古秘境。', '开放世界自由探索，书写属于你的传奇故事。'],
  2: ['收集数百张精美卡牌，组建你的最强卡组。', '策略卡牌对战，每一回合都是智慧的较量。'],
  3: ['布阵守城，用智慧抵御一波又一波的敌军。', '运筹帷幄之中，决胜千里之外。'],
  4: ['5V5 公平竞技，10 分钟一局畅快对战。', '与全国玩家同台竞技，冲击赛季最高段位。'],
  5: ['轻松休闲，随时随地来一局，无需联网。', '简单上手，越玩越上瘾的休闲小游戏。'],
  6: ['唯美日系画风，与少女们开启心动冒险。', '百位人气角色倾情登场，全程语音演绎。'],
  7: ['从小店起步，一步步经营属于你的商业帝国。', '种田、养殖、建造，打造梦想中的田园生活。'],
  8: ['多种枪械自由改装，百人同场竞技吃鸡。', '战术射击，团队配合才能赢得胜利。'],
  9: ['探索危机四伏的遗迹，挑战强大的首领。', '爽快连招打击感，一路斩妖除魔。'],
  10: ['跟随音乐节奏点击，演奏属于你的乐章。', '沉浸式剧情互动，你的选择决定结局。'],
};

/** Sentences of the description ({name} is replaced by the game's name). */
export const DESCRIPTION_OPENINGS_BY_CATEGORY: Record<number, string> = {
  1: '《{name}》是一款东方幻想题材的角色扮演手游，宏大的世界观与丰富的剧情任务等你探索。',
  2: '《{name}》是一款策略卡牌对战手游，每张卡牌都有独特的技能与羁绊。',
  3: '《{name}》是一款策略塔防手游，数十种防御塔与英雄任你搭配。',
  4: '《{name}》是一款竞技对战手游，公平的匹配机制让每一局都充满悬念。',
  5: '《{name}》是一款轻松休闲的单机小游戏，离线也能畅玩。',
  6: '《{name}》是一款二次元养成手游，由知名画师与声优倾力打造。',
  7: '《{name}》是一款模拟经营手游，自由规划你的店铺与城市。',
  8: '《{name}》是一款射击竞技手游，还原真实的枪械手感与弹道。',
  9: '《{name}》是一款动作冒险手游，爽快的连招与丰富的关卡带来极致体验。',
  10: '《{name}》是一款音乐剧情手游，原创曲库与动人故事相互交织。',
};

export const DESCRIPTION_SENTENCES = [
  '游戏支持好友组队与跨服匹配，随时与朋友并肩作战。',
  '每周更新限时活动，登录即可领取丰厚福利。',
  '精致的画面与流畅的操作，中低端机型也能稳定运行。',
  '全新赛季现已开启，海量奖励等你来拿。',
  '游戏内设有防沉迷系统，请合理安排游戏时间。',
  '原创音乐由知名团队制作，带来沉浸式的视听享受。',
  '独创的成长体系，零氪玩家同样可以登顶排行榜。',
  '公会系统与实时语音，让团队配合更加默契。',
] as const;

/** Tags by category, plus common ones; a game gets 2–4. */
export const TAGS_BY_CATEGORY: Record<number, readonly string[]> = {
  1: ['仙侠', 'MMO', '开放世界', '修仙'],
  2: ['卡牌', '策略', '收集', '回合制'],
  3: ['塔防', '策略', '三国', '烧脑'],
  4: ['MOBA', '竞技', '赛车', '体育'],
  5: ['休闲', '单机', '消除', '益智'],
  6: ['二次元', '养成', '美少女', '日系'],
  7: ['模拟', '经营', '种田', '建造'],
  8: ['射击', '吃鸡', 'FPS', '战术'],
  9: ['动作', '冒险', 'ARPG', '魂系'],
  10: ['音乐', '剧情', '节奏', '恋爱'],
};
export const COMMON_TAGS = ['热门', '新游', '精品', '多人联机', '福利'] as const;

export const DEVELOPERS = [
  '星海互娱',
  '青木网络',
  '云帆科技',
  '火鸟游戏',
  '蓝鲸互动',
  '北辰数娱',
  '墨羽工作室',
  '极光互娱',
  '山竹网络',
  '橙光互动',
  '白鹭游戏',
  '乐游天下',
] as const;

export const PERMISSIONS = [
  '访问网络',
  '读取存储空间',
  '写入存储空间',
  '获取手机状态',
  '访问相机',
  '录制音频',
  '获取位置信息',
  '控制振动',
  '发送通知',
] as const;

export const AGE_RATINGS = ['8+', '12+', '16+'] as const;

/** Prices of paid games in X钻. */
export const PRICES = [6, 12, 18, 30, 45, 68, 98, 128] as const;

/** News: titles ({name} = a game), or industry-wide ones (no game). */
export const NEWS_GAME_TITLES = [
  '《{name}》全新版本今日上线，新英雄与新玩法抢先看',
  '《{name}》周年庆开启，登录即送限定皮肤',
  '《{name}》开发者访谈：我们想做一款怎样的游戏',
  '《{name}》新手攻略：前七天这样玩少走弯路',
  '《{name}》公测定档，预约人数突破百万',
  '《{name}》平衡性调整公告及问题修复说明',
] as const;
export const NEWS_INDUSTRY_TITLES = [
  '本月新游推荐：十款值得一玩的手机游戏',
  '暑期档手游前瞻：这些大作即将上线',
  '游戏版号发放名单公布，多款国产手游获批',
  '适龄提示是什么？一文读懂游戏适龄分级',
  '手机玩游戏发热卡顿？这几个设置帮你解决',
] as const;
