import { comicLocator, decideSync, novelLocator, pageOf, paragraphOf } from './locator';

const chapter = [
  '夜色沉沉，青石镇的灯火一盏盏熄灭。',
  '林远背着药篓走过石桥，桥下的河水映着残月。',
  '他想起师父临行前的话：凡事莫急，急则生乱。',
  '远处传来犬吠，又很快归于寂静。',
  '他加快脚步，终于在三更前推开了自家的院门。',
];

describe('a novel position', () => {
  it('keeps the paragraph, the characters before it and its first characters', () => {
    const locator = novelLocator(7, chapter, 2, 0.5);
    expect(locator).toMatchObject({ chapterId: 7, paragraphIndex: 2, progression: 0.5 });
    expect(chapter[2]!.startsWith(locator.textAfter!)).toBe(true);
    expect(`${chapter[0]}\n${chapter[1]}`.endsWith(locator.textBefore!)).toBe(true);
    expect(locator.textAfter!.length).toBeLessThanOrEqual(32);
  });

  it('is found again by its text when paragraphs were added before it', () => {
    const locator = novelLocator(7, chapter, 3, 0.6);
    const revised = ['（作者按：本章有修订）', '前情提要。', ...chapter];
    expect(paragraphOf(locator, revised)).toBe(5);
  });

  it('falls back to the stored index, then to the progression, when the text is gone', () => {
    const other = chapter.map((p) => `改写：${p}`);
    expect(paragraphOf(novelLocator(7, chapter, 3, 0.6), other)).toBe(3);
    expect(paragraphOf({ chapterId: 7, progression: 0.5 }, chapter)).toBe(2);
    expect(paragraphOf({ chapterId: 7, progression: 1 }, chapter)).toBe(4);
  });

  it('picks the repeated paragraph nearest the stored index', () => {
    const repeated = ['甲', '乙', '重复的一段', '丙', '重复的一段', '丁'];
    expect(paragraphOf({ chapterId: 1, progression: 0.7, paragraphIndex: 4, textAfter: '重复的一段', textBefore: null }, repeated)).toBe(4);
    expect(paragraphOf({ chapterId: 1, progression: 0.3, paragraphIndex: 2, textAfter: '重复的一段', textBefore: null }, repeated)).toBe(2);
  });

  it('the first paragraph has no text before it', () => {
    expect(novelLocator(1, chapter, 0, 0).textBefore).toBeNull();
    expect(paragraphOf(novelLocator(1, chapter, 0, 0), chapter)).toBe(0);
  });
});

describe('a comic position', () => {
  it('is the page, with the progression through the chapter', () => {
    expect(comicLocator(3, 5, 11)).toEqual({ chapterId: 3, progression: 0.5, pageIndex: 5 });
    expect(pageOf(comicLocator(3, 5, 11), 11)).toBe(5);
    expect(pageOf({ chapterId: 3, progression: 1 }, 8)).toBe(7);
    expect(pageOf({ chapterId: 3, progression: 0, pageIndex: 40 }, 8)).toBe(7);
  });
});

describe('newer wins', () => {
  const at = (iso: string) => ({ locator: { chapterId: 1, progression: 0 }, readAt: iso });
  it('moves to the server position when it is newer, uploads the local one when that is newer', () => {
    expect(decideSync(at('2026-11-25T10:00:00Z'), at('2026-11-25T10:00:05Z'))).toBe('use-server');
    expect(decideSync(at('2026-11-25T10:00:05Z'), at('2026-11-25T10:00:00Z'))).toBe('use-local');
  });
  it('one side alone wins; equal times are the same position; nothing is nothing', () => {
    expect(decideSync(null, at('2026-11-25T10:00:00Z'))).toBe('use-server');
    expect(decideSync(at('2026-11-25T10:00:00Z'), null)).toBe('use-local');
    expect(decideSync(at('2026-11-25T10:00:00.000Z'), at('2026-11-25T10:00:00Z'))).toBe('same');
    expect(decideSync(null, null)).toBe('none');
    expect(decideSync(at('not a date'), null)).toBe('none');
  });
});
