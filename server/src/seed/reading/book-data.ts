import type { ReadingTag } from '@portal/shared/types';

/**
 * The demo library: invented Chinese titles, pen names and story hooks (no real book is
 * reproduced). Novels carry a genre that picks their phrase banks (prose.ts); comics a style
 * that picks their palette (comic-art.ts).
 */

export type NovelGenre = 'xuanhuan' | 'xianxia' | 'dushi' | 'yanqing' | 'xuanyi' | 'lishi' | 'kehuan' | 'wuxia';

export const READING_TAGS: readonly ReadingTag[] = [
  { id: 1, name: '玄幻', kind: 'novel' },
  { id: 2, name: '仙侠', kind: 'novel' },
  { id: 3, name: '都市', kind: 'novel' },
  { id: 4, name: '言情', kind: 'novel' },
  { id: 5, name: '悬疑', kind: 'novel' },
  { id: 6, name: '历史', kind: 'novel' },
  { id: 7, name: '科幻', kind: 'novel' },
  { id: 8, name: '武侠', kind: 'novel' },
  { id: 9, name: '完结精品', kind: 'novel' },
  { id: 101, name: '热血', kind: 'comic' },
  { id: 102, name: '校园', kind: 'comic' },
  { id: 103, name: '恋爱', kind: 'comic' },
  { id: 104, name: '搞笑', kind: 'comic' },
  { id: 105, name: '冒险', kind: 'comic' },
  { id: 106, name: '奇幻', kind: 'comic' },
];

export const GENRE_TAG: Record<NovelGenre, number> = {
  xuanhuan: 1,
  xianxia: 2,
  dushi: 3,
  yanqing: 4,
  xuanyi: 5,
  lishi: 6,
  kehuan: 7,
  wuxia: 8,
};

export interface NovelSeed {
  title: string;
  author: string;
  genre: NovelGenre;
  /** The protagonist and the second lead (names used in the prose). */
  hero: string;
  partner: string;
  /** What the story is about, one clause (used in the summary). */
  hook: string;
}

export const NOVELS: readonly NovelSeed[] = [
  { title: '星河剑帝', author: '青衫煮酒', genre: 'xuanhuan', hero: '林辰', partner: '苏晚晴', hook: '一柄断剑唤醒了沉睡万年的星河剑魂' },
  {
    title: '万古神纹',
    author: '墨染流年',
    genre: 'xuanhuan',
    hero: '萧北',
    partner: '云汐',
    hook: '天生无纹的少年在祖地石碑上刻下第一道神纹',
  },
  { title: '九霄龙吟', author: '北冥有鱼', genre: 'xuanhuan', hero: '龙澈', partner: '白芷', hook: '被逐出宗门的弟子体内竟藏着一条真龙' },
  {
    title: '荒古圣体',
    author: '天涯孤客',
    genre: 'xuanhuan',
    hero: '秦烈',
    partner: '叶灵儿',
    hook: '荒古血脉复苏，他要向诸天讨回一个公道',
  },
  {
    title: '逆天丹尊',
    author: '丹青妙手',
    genre: 'xuanhuan',
    hero: '陆离',
    partner: '洛清秋',
    hook: '丹道天才重生回少年时，这一世他只炼自己的丹',
  },
  {
    title: '问道长生',
    author: '松下问童子',
    genre: 'xianxia',
    hero: '顾长安',
    partner: '姜月白',
    hook: '山村少年拾到一卷残经，从此踏上漫漫长生路',
  },
  {
    title: '剑来青云',
    author: '听雪楼主',
    genre: 'xianxia',
    hero: '沈青云',
    partner: '柳如烟',
    hook: '青云山下的守剑人，守的是一柄不肯出鞘的剑',
  },
  { title: '一念仙途', author: '云中君', genre: 'xianxia', hero: '许默', partner: '宁霜', hook: '一念成仙，一念成魔，他偏要走第三条路' },
  {
    title: '太上忘情录',
    author: '空山新雨',
    genre: 'xianxia',
    hero: '谢无尘',
    partner: '温如玉',
    hook: '修太上忘情道的剑修，偏偏忘不了一个人',
  },
  {
    title: '蓬莱客',
    author: '渔樵闲话',
    genre: 'xianxia',
    hero: '陈渡',
    partner: '桑榆',
    hook: '海上仙山每百年现世一次，船夫之子登上了蓬莱',
  },
  {
    title: '都市之最强医圣',
    author: '杏林春暖',
    genre: 'dushi',
    hero: '叶凡',
    partner: '林诗雨',
    hook: '医学院的实习生得到一本古医书，妙手回春名动江城',
  },
  {
    title: '我在江城开小店',
    author: '巷口的猫',
    genre: 'dushi',
    hero: '周小满',
    partner: '许知意',
    hook: '辞职回乡的白领在老街开了一家只卖早餐的小店',
  },
  {
    title: '逆流时代',
    author: '老街旧事',
    genre: 'dushi',
    hero: '江涛',
    partner: '方晓',
    hook: '重回一九九八年，他要在浪潮里为家人撑起一片天',
  },
  {
    title: '城市猎人笔记',
    author: '夜行的风',
    genre: 'dushi',
    hero: '贺川',
    partner: '唐糖',
    hook: '退伍侦察兵在城中村开了间修车铺，麻烦却接连找上门',
  },
  {
    title: '首席设计师',
    author: '纸上谈星',
    genre: 'dushi',
    hero: '顾言',
    partner: '沈念',
    hook: '一张被退回的设计稿，改写了一家老牌工厂的命运',
  },
  {
    title: '春风十里不如你',
    author: '南风知我意',
    genre: 'yanqing',
    hero: '陆景深',
    partner: '宋知夏',
    hook: '相亲桌上重逢的高中同桌，竟是她十年前的遗憾',
  },
  {
    title: '余生请多指教',
    author: '暖暖晴天',
    genre: 'yanqing',
    hero: '程以安',
    partner: '林小满',
    hook: '合租室友是个嘴硬心软的外科医生',
  },
  {
    title: '月光与你',
    author: '半夏微凉',
    genre: 'yanqing',
    hero: '江屿',
    partner: '许星然',
    hook: '天文台的夜班管理员，等来了一个追流星的女孩',
  },
  {
    title: '听说你喜欢我',
    author: '糖醋小排',
    genre: 'yanqing',
    hero: '季白',
    partner: '温暖',
    hook: '一封寄错的情书，让两个互相讨厌的人成了邻居',
  },
  {
    title: '晚风知我意',
    author: '檐下听雨',
    genre: 'yanqing',
    hero: '傅时年',
    partner: '苏念念',
    hook: '古镇民宿的老板娘和来写生的建筑师，有一个夏天的约定',
  },
  {
    title: '长夜将尽',
    author: '无名侦探',
    genre: 'xuanyi',
    hero: '韩默',
    partner: '许晴',
    hook: '连环失踪案的第七位受害者，给警局寄来了一封信',
  },
  {
    title: '第十三封遗书',
    author: '迷雾森林',
    genre: 'xuanyi',
    hero: '周衍',
    partner: '林雾',
    hook: '老宅里找到的十二封遗书，指向一桩二十年前的旧案',
  },
  {
    title: '雾港迷踪',
    author: '暗夜行者',
    genre: 'xuanyi',
    hero: '沈舟',
    partner: '陈曦',
    hook: '雾港码头的货轮上，少了一位船员却多了一具尸体',
  },
  { title: '无声证词', author: '推理少年', genre: 'xuanyi', hero: '顾北辰', partner: '叶知秋', hook: '聋哑证人用画笔说出了凶手的样子' },
  { title: '镜中人', author: '午夜钟声', genre: 'xuanyi', hero: '林深', partner: '白露', hook: '每天醒来，镜子里的自己都比昨天晚一秒眨眼' },
  {
    title: '大明锦衣行',
    author: '长安旧梦',
    genre: 'lishi',
    hero: '沈炼',
    partner: '裴纶',
    hook: '锦衣卫小旗奉命查一桩军饷案，却查到了宫里',
  },
  {
    title: '汉阙风云',
    author: '未央宫阙',
    genre: 'lishi',
    hero: '霍去疾',
    partner: '卫子衿',
    hook: '边郡少年从军，八百骑深入大漠追亡逐北',
  },
  {
    title: '盛唐长歌',
    author: '曲江流饮',
    genre: 'lishi',
    hero: '李长歌',
    partner: '上官婉',
    hook: '长安西市的胡商之子，卷入了一场宫廷诗案',
  },
  { title: '宋时明月', author: '汴京梦华', genre: 'lishi', hero: '苏澈', partner: '赵清', hook: '汴京书坊的刻工，刻下了一本改变朝局的书' },
  {
    title: '三国之青州牧',
    author: '煮酒论英雄',
    genre: 'lishi',
    hero: '孔明远',
    partner: '糜贞',
    hook: '乱世之中，一个小吏守住了青州百万生民',
  },
  {
    title: '星际拾荒者',
    author: '银河漫游',
    genre: 'kehuan',
    hero: '洛川',
    partner: '艾琳',
    hook: '废弃空间站里捡到的黑匣子，记录着人类最后的坐标',
  },
  { title: '第七纪元', author: '量子猫', genre: 'kehuan', hero: '陈默', partner: '零', hook: '人工智能苏醒的那一天，城市里的钟全都停了' },
  { title: '深海回声', author: '蓝鲸不语', genre: 'kehuan', hero: '周海', partner: '米娅', hook: '马里亚纳海沟深处传来了有规律的敲击声' },
  {
    title: '火星种田记',
    author: '红土地',
    genre: 'kehuan',
    hero: '王小禾',
    partner: '苏菲',
    hook: '第一批火星农民要在红土上种出第一棵麦子',
  },
  { title: '时间褶皱', author: '光年之外', genre: 'kehuan', hero: '许一', partner: '林夕', hook: '实验室的事故让他每天都会提前一小时醒来' },
  {
    title: '江湖夜雨十年灯',
    author: '孤舟蓑笠翁',
    genre: 'wuxia',
    hero: '燕南归',
    partner: '沈碧',
    hook: '十年前灭门一夜，他只记得一盏没熄的灯',
  },
  { title: '刀客行', author: '大漠孤烟', genre: 'wuxia', hero: '萧一刀', partner: '阿蛮', hook: '西北边陲的镖局，接了一趟不该接的镖' },
  {
    title: '侠骨丹心',
    author: '剑气如虹',
    genre: 'wuxia',
    hero: '楚云飞',
    partner: '叶红袖',
    hook: '少林俗家弟子下山，要替师父找回一本丢失的拳谱',
  },
  { title: '烟雨楼', author: '江南客', genre: 'wuxia', hero: '白少卿', partner: '苏小小', hook: '烟雨楼里的说书人，说的都是江湖上的真事' },
  {
    title: '天下第一镖',
    author: '快马加鞭',
    genre: 'wuxia',
    hero: '铁无双',
    partner: '唐小婉',
    hook: '一趟从洛阳到扬州的镖，牵出三十年前的一桩悬案',
  },
  {
    title: '灵契师',
    author: '符箓先生',
    genre: 'xuanhuan',
    hero: '叶寒',
    partner: '小狐',
    hook: '和一只狐妖签下灵契的少年，成了镇妖司最年轻的捕头',
  },
  {
    title: '山海异闻录',
    author: '青丘旧客',
    genre: 'xianxia',
    hero: '姜小白',
    partner: '精卫',
    hook: '按图索骥的少年走遍山海，只为找回失踪的父亲',
  },
  {
    title: '夜班便利店',
    author: '凌晨三点',
    genre: 'dushi',
    hero: '秦川',
    partner: '唐小鱼',
    hook: '城市夜班便利店里，每位客人都带着一个故事',
  },
];

export type ComicStyle = 'action' | 'campus' | 'romance' | 'comedy' | 'adventure' | 'fantasy';

export const COMIC_STYLE_TAG: Record<ComicStyle, number> = {
  action: 101,
  campus: 102,
  romance: 103,
  comedy: 104,
  adventure: 105,
  fantasy: 106,
};

export interface ComicSeed {
  title: string;
  author: string;
  style: ComicStyle;
  hero: string;
  partner: string;
  hook: string;
  /** Served as `.enc` pages and cover (spec §4), decrypted by the client. */
  encrypted: boolean;
}

export const COMICS: readonly ComicSeed[] = [
  {
    title: '少年与龙',
    author: '北岛画室',
    style: 'fantasy',
    hero: '阿桑',
    partner: '小火',
    hook: '村口捡到的蛋里孵出了一条只会打喷嚏的小龙',
    encrypted: true,
  },
  {
    title: '放学后的屋顶',
    author: '樱桃工作室',
    style: 'campus',
    hero: '林夏',
    partner: '陈屿',
    hook: '天台上的秘密社团，只在放学后开放',
    encrypted: false,
  },
  {
    title: '拳皇少年',
    author: '热血漫社',
    style: 'action',
    hero: '雷鸣',
    partner: '阿虎',
    hook: '街头拳馆的学徒，要在全国大赛上打出自己的拳',
    encrypted: false,
  },
  {
    title: '猫咪侦探社',
    author: '喵星人',
    style: 'comedy',
    hero: '大橘',
    partner: '小黑',
    hook: '一只胖橘猫开了侦探社，专找丢失的小鱼干',
    encrypted: true,
  },
  {
    title: '云端旅人',
    author: '风之谷画坊',
    style: 'adventure',
    hero: '米洛',
    partner: '琪琪',
    hook: '乘着热气球环游浮空群岛的邮差少年',
    encrypted: false,
  },
  {
    title: '恋爱便当',
    author: '甜甜圈',
    style: 'romance',
    hero: '小满',
    partner: '顾同学',
    hook: '每天中午多做一份便当，送给隔壁班的他',
    encrypted: false,
  },
  {
    title: '星之守护者',
    author: '银月工作室',
    style: 'fantasy',
    hero: '星野',
    partner: '露娜',
    hook: '守护星星的少女，在人间弄丢了她的星星',
    encrypted: true,
  },
  {
    title: '篮球少年',
    author: '跳投画室',
    style: 'action',
    hero: '江浩',
    partner: '大壮',
    hook: '只有五个人的篮球队，要打进省赛决赛',
    encrypted: false,
  },
  {
    title: '我的同桌是外星人',
    author: '脑洞大开',
    style: 'comedy',
    hero: '王小明',
    partner: '波波',
    hook: '新来的转学生会把铅笔变成胡萝卜',
    encrypted: false,
  },
  {
    title: '海岛寻宝记',
    author: '蓝海漫画',
    style: 'adventure',
    hero: '阿海',
    partner: '小贝',
    hook: '一张藏在漂流瓶里的藏宝图',
    encrypted: true,
  },
  {
    title: '樱花树下',
    author: '春日物语',
    style: 'romance',
    hero: '夏目',
    partner: '千寻',
    hook: '樱花开的那一周，他们每天在树下见一面',
    encrypted: false,
  },
  {
    title: '机甲学院',
    author: '钢铁之心',
    style: 'campus',
    hero: '陆航',
    partner: '苏铃',
    hook: '机甲学院的吊车尾，驾驶着一台老式机甲',
    encrypted: false,
  },
];
