import { seededRandom } from '../seeded-random';
import type { NovelGenre, NovelSeed } from './book-data';

/**
 * Chapter text for the demo novels, composed deterministically from phrase banks: a scene
 * opening, narration and dialogue between the book's two leads in its genre's places and
 * things, and a closing line that leads on. The same book and chapter always give the same
 * text (a reader's saved position stays on the same paragraph across seeds).
 */

interface GenreBank {
  places: readonly string[];
  things: readonly string[];
  lines: readonly string[];
  details: readonly string[];
  titles: readonly string[];
}

const BANKS: Record<NovelGenre, GenreBank> = {
  xuanhuan: {
    places: ['演武场', '藏经阁', '后山的古林', '宗门大殿', '城外的断崖', '拍卖行的包厢', '坊市的尽头', '祖地石碑前'],
    things: [
      '那枚残破的玉佩',
      '一卷泛黄的功法',
      '石碑上的古纹',
      '掌心的灵力',
      '腰间的断剑',
      '一颗温热的兽核',
      '丹炉里的火光',
      '袖中的传讯符',
    ],
    lines: [
      '今日之辱，他日必百倍奉还',
      '这股气息，绝不是寻常弟子能有的',
      '三个月后的宗门大比，我会让所有人看清楚',
      '你体内的那道封印，恐怕比你想的还要古老',
      '灵力运转三十六周天，一步都不能错',
      '别回头，往山下跑，越远越好',
      '这一剑，我替师父还给你',
      '天才又如何？天才也是要流血的',
    ],
    details: ['灵气在空气里凝成细小的光点', '远处传来兽吼，震得树叶簌簌而落', '石阶上的青苔被踩出一道道痕迹', '钟声从山顶一层层荡下来'],
    titles: [
      '断剑',
      '初醒',
      '石碑',
      '宗门大比',
      '夜探藏经阁',
      '兽潮',
      '一剑破局',
      '丹成',
      '旧怨',
      '山门之外',
      '血脉',
      '试炼',
      '风起',
      '归来',
      '破境',
      '封印',
      '星落',
      '长老',
      '赌约',
      '秘境',
    ],
  },
  xianxia: {
    places: ['云海边的石亭', '洞府门口', '灵田旁', '山脚的渡口', '藏书楼的顶层', '剑冢', '古松下', '问心崖'],
    things: ['一盏长明灯', '那卷残经', '剑匣上的铜锁', '一枚玉简', '师父留下的葫芦', '檐下的风铃', '一瓶筑基丹', '炉中将熄的香'],
    lines: [
      '修行之路，本就是一个人的路',
      '道心不稳，再高的修为也是空中楼阁',
      '这柄剑等了三百年，等的不是我',
      '下山去吧，山下也有你要修的道',
      '天劫将至，你可准备好了',
      '我不求长生，只求问心无愧',
      '你若执意如此，我也拦不住你',
      '有些因果，终究要自己去了结',
    ],
    details: ['云雾从脚下缓缓流过', '山风吹动檐角的铜铃', '松针上挂着未化的霜', '远处的瀑布声像一场不停的雨'],
    titles: [
      '拾经',
      '入山',
      '问心',
      '筑基',
      '剑冢',
      '下山',
      '因果',
      '渡口',
      '雷劫',
      '故人',
      '灵田',
      '夜雨',
      '长明灯',
      '听松',
      '云海',
      '出关',
      '道心',
      '旧约',
      '别离',
      '归途',
    ],
  },
  dushi: {
    places: ['老街口的早餐铺', '写字楼的天台', '地铁站出口', '城中村的巷子', '医院走廊', '江边的步道', '小区楼下的便利店', '公司会议室'],
    things: ['一杯凉掉的咖啡', '手机屏幕上的未读消息', '一张皱巴巴的名片', '桌上的合同', '钥匙串', '一把旧雨伞', '工牌', '一袋热包子'],
    lines: [
      '这单生意，我们接了',
      '你别管我，我自己能处理',
      '明天早上八点，我在老地方等你',
      '钱的事好说，人要是没了就什么都没了',
      '你说的那个人，我好像在哪儿见过',
      '这城市那么大，总有我们的一个位置',
      '先把饭吃了，天大的事也得吃饭',
      '我不是在帮你，我是在帮我自己',
    ],
    details: ['路灯一盏接一盏亮起来', '楼下的电动车喇叭响个不停', '空调外机嗡嗡地转着', '雨水顺着玻璃窗往下淌'],
    titles: [
      '开张',
      '第一位客人',
      '老街',
      '加班夜',
      '意外',
      '重逢',
      '合同',
      '雨夜',
      '转机',
      '风波',
      '天台',
      '早高峰',
      '搬家',
      '旧账',
      '新邻居',
      '对峙',
      '年终',
      '回乡',
      '答案',
      '灯火',
    ],
  },
  yanqing: {
    places: ['咖啡馆靠窗的位置', '图书馆二楼', '楼下的花店', '海边的栈桥', '公交车站', '旧书店', '医院的天台', '民宿的小院'],
    things: ['一杯热可可', '一封没寄出的信', '她的围巾', '一把伞', '一本夹着书签的诗集', '手机里的那张合照', '一束向日葵', '一颗薄荷糖'],
    lines: [
      '我不是刚好路过，我是专门来找你的',
      '你总是这样，什么都不说',
      '那年夏天的事，你还记得吗',
      '如果我说我一直都在等你呢',
      '别逞强了，靠一下也没关系',
      '我们之间，是不是只差一句话',
      '下次见面，我请你吃饭',
      '晚安，明天见',
    ],
    details: ['窗外的梧桐叶沙沙作响', '夕阳把影子拉得很长', '风里有淡淡的桂花香', '雨停了，地上的水洼映着灯光'],
    titles: [
      '重逢',
      '心动',
      '雨伞',
      '一封信',
      '夏夜',
      '误会',
      '告白',
      '栈桥',
      '等待',
      '晚安',
      '约定',
      '旧照片',
      '花店',
      '第一次牵手',
      '吃醋',
      '和好',
      '远方',
      '回信',
      '落日',
      '余生',
    ],
  },
  xuanyi: {
    places: ['案发现场的客厅', '警局的档案室', '老宅的阁楼', '雾气弥漫的码头', '深夜的便利店', '废弃的工厂', '审讯室', '楼道的拐角'],
    things: [
      '一枚沾着泥的纽扣',
      '一张撕了一半的照片',
      '桌上的录音笔',
      '墙上的日历',
      '一把生锈的钥匙',
      '那封匿名信',
      '一支停了的手表',
      '监控录像',
    ],
    lines: [
      '时间对不上，有人在撒谎',
      '凶手比我们想的更了解这栋房子',
      '这不是第一起，也不会是最后一起',
      '你注意到没有，门是从里面锁上的',
      '把那天晚上的事，从头再说一遍',
      '证据不会说谎，说谎的是人',
      '他在等我们找到这里',
      '真相往往就在最不起眼的地方',
    ],
    details: ['头顶的灯管闪了两下', '走廊尽头传来滴水声', '窗外的雾浓得化不开', '墙上的挂钟指向了凌晨三点'],
    titles: [
      '失踪',
      '第一封信',
      '密室',
      '证词',
      '雾港',
      '旧案',
      '不在场证明',
      '录音',
      '第二个人',
      '钥匙',
      '监控',
      '阁楼',
      '对质',
      '破绽',
      '深夜来电',
      '倒计时',
      '照片',
      '真相',
      '余波',
      '结案',
    ],
  },
  lishi: {
    places: ['城门下', '衙门后堂', '驿站的马厩旁', '书坊的刻版间', '御街的茶楼', '军帐之中', '渡口的酒肆', '宫墙外的长巷'],
    things: ['一封加急的军报', '腰间的铜牌', '案上的竹简', '一盏油灯', '一匹快马', '那方印信', '一卷舆图', '半块虎符'],
    lines: [
      '此事关乎社稷，不可声张',
      '末将愿立军令状',
      '朝中有人，比城外的敌军更可怕',
      '百姓要的，不过是一口饭、一片瓦',
      '这账目，有三处对不上',
      '今夜子时，城西接应',
      '大人，此去凶险，还望三思',
      '史书会怎么写，就看我们今日怎么做',
    ],
    details: ['更夫的梆子声远远传来', '风卷着黄沙扑在旌旗上', '檐下的灯笼晃了晃', '马蹄声在石板路上敲得很响'],
    titles: [
      '入京',
      '军饷',
      '夜巡',
      '奏折',
      '边关',
      '驿站',
      '密信',
      '朝会',
      '出征',
      '对策',
      '刻版',
      '风声',
      '围城',
      '援军',
      '议和',
      '封赏',
      '暗流',
      '归京',
      '旧臣',
      '长歌',
    ],
  },
  kehuan: {
    places: ['空间站的观察舱', '实验室', '控制室', '穿梭机的驾驶位', '地下避难所', '数据中心', '舷窗前', '基地的温室'],
    things: ['闪烁的指示灯', '一块发烫的芯片', '全息屏上的坐标', '氧气读数', '黑匣子', '通讯器里的杂音', '一份加密的日志', '培养皿'],
    lines: [
      '信号来源不是自然现象',
      '我们只剩下七十二小时的氧气',
      '按理说，这里不应该有任何生命',
      '系统在自己修改自己的代码',
      '如果我们回不去，至少要把数据传回去',
      '它在学习我们，比我们学习它还快',
      '启动备用电源，准备手动对接',
      '人类不是宇宙里唯一在倾听的',
    ],
    details: ['舱壁传来低沉的嗡鸣', '窗外的星光缓缓转动', '警报灯把走廊染成了红色', '通风管里有细微的气流声'],
    titles: [
      '信号',
      '苏醒',
      '坐标',
      '失重',
      '黑匣子',
      '对接',
      '倒计时',
      '第一声回应',
      '温室',
      '断电',
      '数据',
      '漂流',
      '异变',
      '归航',
      '深空',
      '协议',
      '重启',
      '观测',
      '边界',
      '黎明',
    ],
  },
  wuxia: {
    places: ['客栈的大堂', '竹林深处', '镖局的后院', '渡口的船头', '破庙里', '长街尽头', '酒肆的二楼', '山道旁的茶棚'],
    things: ['一坛烈酒', '腰间的长刀', '一枚铜钱', '斗笠下的目光', '一封镖单', '桌上的剑', '一盏将尽的油灯', '那本拳谱'],
    lines: [
      '江湖路远，后会有期',
      '这趟镖，我们镖局接了',
      '出刀吧，我不想占你便宜',
      '十年了，我终于找到你了',
      '有人出钱买你的命',
      '江湖上的事，江湖上了',
      '我的刀，只斩该斩之人',
      '喝完这碗酒，我们两清',
    ],
    details: ['竹叶上的雨滴落进了酒碗', '风从门缝里钻进来，吹得烛火乱晃', '远处传来马蹄声', '刀光一闪，灯花落了下来'],
    titles: [
      '夜雨',
      '客栈',
      '接镖',
      '比武',
      '故人',
      '竹林',
      '劫镖',
      '拳谱',
      '渡口',
      '酒肆',
      '追杀',
      '破庙',
      '长街',
      '旧仇',
      '相逢',
      '出刀',
      '师门',
      '灯火',
      '江湖',
      '归隐',
    ],
  },
};

const TIMES = ['天刚蒙蒙亮', '正午的日头很毒', '傍晚时分', '夜已经深了', '第二天一早', '三更过后', '雨下了整整一夜，清晨时', '暮色四合'];
const MOVES = ['独自来到', '快步走进', '悄悄回到', '一路找到', '被人领到', '推门进了'];
const LOOKS = ['看了一眼', '盯着', '打量着', '望向', '没有去看'];
const FEELINGS = [
  '心里像压了一块石头',
  '心跳一下快了起来',
  '说不清是欣喜还是不安',
  '忽然觉得有些好笑',
  '眼眶微微发热',
  '一股说不出的寒意从背后升起',
  '心里反倒平静了下来',
];
const GESTURES = ['沉默了片刻', '轻轻叹了口气', '揉了揉眉心', '低头想了想', '笑了笑', '皱起眉头', '往前走了一步'];
const REPLIES = ['我知道', '你想清楚了吗', '那就依你', '先别急，我们从长计议', '我不信', '你早该告诉我的', '走吧', '还不是时候'];
const SAYS = ['说', '低声道', '笑道', '沉声说', '忽然开口', '一字一句地说'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function narration(rand: () => number, bank: GenreBank, hero: string, partner: string): string {
  const who = rand() < 0.6 ? hero : partner;
  const other = who === hero ? partner : hero;
  const templates = [
    () => `${who}${pick(rand, LOOKS)}${pick(rand, bank.things)}，${pick(rand, FEELINGS)}。`,
    () => `${pick(rand, bank.details)}，${who}却像没有听见似的，只是${pick(rand, GESTURES)}。`,
    () => `${other}${pick(rand, GESTURES)}，把${pick(rand, bank.things)}推到${who}面前。`,
    () => `${who}想起了很久以前的一件事，那时候也是在${pick(rand, bank.places)}，也是这样的天色。`,
    () => `这一路走来，${who}早已明白，有些事躲是躲不掉的。`,
    () => `${pick(rand, bank.details)}。${who}${pick(rand, LOOKS)}${other}，${pick(rand, FEELINGS)}。`,
    () => `没有人注意到，${pick(rand, bank.things)}在这一刻轻轻动了一下。`,
    () => `${other}没有说话，可${who}从那双眼睛里看出了答案。`,
    () => `${who}把${pick(rand, bank.things)}收好，转身往${pick(rand, bank.places)}走去。`,
  ];
  return pick(rand, templates)();
}

/** A spoken line closed the way it is said: a question with ？, a statement with 。. */
const spoken = (line: string) => (/[吗呢么]$/.test(line) ? `${line}？` : `${line}。`);

function dialogue(rand: () => number, bank: GenreBank, hero: string, partner: string): string {
  const speaker = rand() < 0.5 ? hero : partner;
  const listener = speaker === hero ? partner : hero;
  const line = pick(rand, bank.lines);
  if (rand() < 0.5) {
    return `“${spoken(line)}”${speaker}${pick(rand, SAYS)}。${listener}${pick(rand, GESTURES)}，才回了一句：“${spoken(pick(rand, REPLIES))}”`;
  }
  return `${speaker}${pick(rand, GESTURES)}，${pick(rand, SAYS)}：“${spoken(line)}”`;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

/** The paragraphs of chapter `index` (1-based) of a novel. */
export function chapterParagraphs(book: NovelSeed, index: number): string[] {
  const rand = seededRandom(hash(`${book.title}#${index}`));
  const bank = BANKS[book.genre];
  const { hero, partner } = book;
  const paragraphs = [
    `${pick(rand, TIMES)}，${hero}${pick(rand, MOVES)}${pick(rand, bank.places)}。${pick(rand, bank.details)}，${pick(rand, bank.details)}。`,
  ];
  // A sentence is not used twice in a chapter (a few draws, then the paragraph is shorter).
  const used = new Set<string>();
  const fresh = (draw: () => string) => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const sentence = draw();
      if (!used.has(sentence)) {
        used.add(sentence);
        return sentence;
      }
    }
    return '';
  };
  const count = 14 + Math.floor(rand() * 8);
  for (let i = 0; i < count; i += 1) {
    const sentences = 2 + Math.floor(rand() * 3);
    let text = '';
    for (let s = 0; s < sentences; s += 1) {
      text += rand() < 0.35 ? fresh(() => dialogue(rand, bank, hero, partner)) : fresh(() => narration(rand, bank, hero, partner));
      if (text.includes('”') && s >= 1) break;
    }
    if (text) paragraphs.push(text);
  }
  paragraphs.push(
    `${pick(rand, bank.details)}。${hero}知道，${pick(rand, ['真正的考验才刚刚开始', '明天的事，明天再说', '这件事远没有结束', '有些答案，只能自己去找'])}。`,
  );
  return paragraphs;
}

/** "第N章 标题" (titles cycle through the genre's bank in a per-book order). */
export function chapterTitle(book: NovelSeed, index: number): string {
  const titles = BANKS[book.genre].titles;
  const offset = hash(book.title) % titles.length;
  return `第${index}章 ${titles[(offset + (index - 1) * 7) % titles.length]}`;
}

/** The back-cover text: the hook and a line in the genre's voice. */
export function novelSummary(book: NovelSeed): string {
  const tails: Record<NovelGenre, string> = {
    xuanhuan: `从此，${book.hero}一路逆流而上，踏碎凌霄，只为守住身边的人。`,
    xianxia: `仙路漫漫，${book.hero}与${book.partner}一程山水一程雨，问道，也问心。`,
    dushi: `烟火人间里，${book.hero}用自己的方式，过好每一个平凡又不平凡的日子。`,
    yanqing: `${book.hero}和${book.partner}兜兜转转，终于明白，原来喜欢一个人是藏不住的。`,
    xuanyi: `${book.hero}抽丝剥茧，每靠近真相一步，危险也就逼近一步。`,
    lishi: `大时代的洪流中，${book.hero}以一己之力，写下了属于自己的一笔。`,
    kehuan: `在冰冷的宇宙里，${book.hero}和${book.partner}要为人类找到一个答案。`,
    wuxia: `快意恩仇，刀光剑影，${book.hero}的江湖，才刚刚开始。`,
  };
  return `${book.hook}。${tails[book.genre]}`;
}
