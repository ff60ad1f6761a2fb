/**
 * Data for the sensitive-word matcher's tests (sensitive-words.test.ts) and for `pnpm bench:square`,
 * which reads this same file: a sample word list with its Traditional spellings, a whitelist, the
 * evasion set (built from the words by the four tricks issue 12 names: full-width forms,
 * Traditional characters, symbols put between characters, repeated characters, and their mixes)
 * and the whitelist set (legitimate texts that contain a listed word only inside a whitelisted
 * phrase, or none at all). Not exported from the rules index: it is test data, not product code.
 */

/** A listed word and, where it differs, how it is written in Traditional characters. */
export interface SampleWord {
  word: string;
  traditional?: string;
}

export const SAMPLE_WORDS: readonly SampleWord[] = [
  { word: '赌博', traditional: '賭博' },
  { word: '博彩' },
  { word: '六合彩' },
  { word: '外挂', traditional: '外掛' },
  { word: '私服' },
  { word: '代练', traditional: '代練' },
  { word: '刷钻', traditional: '刷鑽' },
  { word: '毒品' },
  { word: '冰毒' },
  { word: '大麻' },
  { word: '枪支', traditional: '槍支' },
  { word: '裸聊' },
  { word: '约炮', traditional: '約炮' },
  { word: '援交' },
  { word: '色情' },
  { word: '代开发票', traditional: '代開發票' },
  { word: '操你妈', traditional: '操你媽' },
  { word: '黄色网站', traditional: '黃色網站' },
  { word: '网络赌场', traditional: '網絡賭場' },
  { word: '办证', traditional: '辦證' },
  { word: '卖号', traditional: '賣號' },
  { word: '迷药', traditional: '迷藥' },
  { word: '兼职刷单', traditional: '兼職刷單' },
  { word: '加微信' },
  { word: 'QQ群' },
  { word: 'fuck' },
  { word: 'shit' },
  { word: 'sb' },
];

export const SAMPLE_WHITELIST: readonly string[] = [
  '渊博彩',
  '广博彩',
  '室外挂',
  '窗外挂',
  '隐私服',
  '替代练',
  '消毒品',
  '大麻花',
  '大麻哈鱼',
  '景色情',
  '特色情',
  '支援交',
  'usb',
  'sbs',
];

/** A text that must be caught, the word it hides, and the trick that hides it. */
export interface EvasionCase {
  text: string;
  word: string;
  trick: 'full-width' | 'traditional' | 'symbols' | 'repeats' | 'mixed';
}

// Put between characters by people dodging filters: ASCII and full-width punctuation, spaces of
// both widths, a zero-width space, an emoji, interpuncts.
const SEPARATORS = ['*', ' ', '-', '.', '_', '/', '|', '＊', '　', '\u200b', '😀', '·', '、', '~', '＃', '♥'];

const isAsciiWord = (word: string) => /[a-z]/i.test(word);
const toFullWidth = (text: string) => text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
const spread = (word: string, separator: string) => [...word].join(separator);
const doubled = (word: string) => [...word].map((char) => char + char).join('');
const alternatingCase = (word: string) => [...word].map((char, i) => (i % 2 ? char.toLowerCase() : char.toUpperCase())).join('');

// Carriers whose first and last characters start or end no listed word, so only the word itself can match.
const CARRIERS = ['这个区有人在搞{}，大家注意。', '听说{}很赚钱？', '求助：{}怎么举报', '别信那些{}的广告！'];

function buildEvasionSet(): EvasionCase[] {
  const cases: EvasionCase[] = [];
  SAMPLE_WORDS.forEach(({ word, traditional }, index) => {
    const carrier = CARRIERS[index % CARRIERS.length]!;
    const separator = (offset: number) => SEPARATORS[(index + offset) % SEPARATORS.length]!;
    const add = (hidden: string, trick: EvasionCase['trick']) => cases.push({ text: carrier.replace('{}', hidden), word, trick });
    add(spread(word, separator(0)), 'symbols');
    add(spread(word, separator(5)), 'symbols');
    add(spread(word, separator(10) + separator(3)), 'symbols');
    add(doubled(word), 'repeats');
    add([...word].map((char, i) => char.repeat(i + 2)).join(''), 'repeats');
    add(spread(doubled(word), separator(7)), 'mixed');
    if (traditional) {
      add(traditional, 'traditional');
      add(spread(traditional, separator(2)), 'mixed');
      add(doubled(traditional), 'mixed');
    }
    if (isAsciiWord(word)) {
      add(toFullWidth(word), 'full-width');
      add(toFullWidth(word.toUpperCase()), 'full-width');
      add(alternatingCase(word), 'full-width');
      add(spread(toFullWidth(alternatingCase(word)), separator(1)), 'mixed');
    } else {
      // Full-width forms of the symbols alone (a CJK character has no full-width form).
      add(spread(word, '＿'), 'full-width');
      add(spread(word, '．'), 'full-width');
    }
  });
  return cases;
}

export const EVASION_SET: readonly EvasionCase[] = buildEvasionSet();

/**
 * Tricks outside the four the matcher is built for, reported by the bench beside the catch rate
 * (never counted in it): a letter or digit put between characters, look-alike letters from other
 * scripts, pinyin, a character split into its parts.
 */
export const OUT_OF_SCOPE_SET: readonly EvasionCase[] = [
  { text: '有人在赌1博', word: '赌博', trick: 'symbols' },
  { text: '有人在赌a博', word: '赌博', trick: 'symbols' },
  { text: 'fuсk（西里尔字母 с）', word: 'fuck', trick: 'full-width' },
  { text: '有人在du博', word: '赌博', trick: 'traditional' },
  { text: '贝者博网站', word: '赌博', trick: 'symbols' },
  { text: '加薇信聊', word: '加微信', trick: 'symbols' },
];

/** Legitimate texts: every listed word they hold sits inside a whitelisted phrase, or there is none. */
export const WHITELIST_SET: readonly string[] = [
  '这本书内容渊博，彩图也很丰富。',
  '老师学识广博；彩色插画是他亲手画的。',
  '空调室外挂机噪音太大了，怎么办？',
  '窗外挂着一串风铃，很有意境。',
  '请保护好个人隐私，服务条款要看清楚。',
  '用新方法替代练习册，效率更高。',
  '医院的消毒品牌换了，味道很淡。',
  '早餐吃了两根大麻花，很香。',
  '纪录片里的大麻哈鱼逆流而上。',
  '雨后的景色，情侣们都出来散步了。',
  '这家店很有特色，情调满分。',
  '感谢前线支援，交通已经恢复。',
  '手柄用USB线连电脑就能玩。',
  'SBS 电视台转播了这场电竞比赛。',
  '今天的副本终于打通了，掉了一把紫武！',
  '新版本的平衡性调整大家怎么看？',
  '求推荐几款适合通勤玩的休闲游戏。',
  '公会招人，每晚八点开荒，欢迎萌新。',
  '这个角色的配音太好听了，循环一整天。',
  '活动礼包领到了，感谢官方！',
  'Boss 二阶段记得躲红圈，奶妈站后面。',
  '更新之后帧数稳定多了，手机不再发烫。',
  '抽卡保底机制有人研究过吗？',
  '周末和朋友开黑，三连胜！',
  'Classic 模式比排位轻松多了。',
  '地图设计很用心，每个角落都有彩蛋。',
  '剧情第三章看哭了，编剧太会了。',
  '有没有人一起做每日任务？',
  '签到第七天送的皮肤还挺好看。',
  '新手教程太长了，建议可以跳过。',
];
