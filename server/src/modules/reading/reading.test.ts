import type {
  BookCard,
  BookInfo,
  ChapterContent,
  ChapterEntry,
  ChapterPurchaseResult,
  HistoryEntry,
  Locator,
  Paged,
  ReadingProgress,
  SaveProgressResult,
  SubscriptionEntry,
} from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { type AccountsTestApp, buildAccountsApp, envelope, okData, registerUser, uniqueDevice } from '../../../test/accounts';
import { setMembership } from '../gifts/test/fixtures';
import { changeBalance } from '../wallet';
import { appendChapter, insertBook, insertTags } from '.';

const API = '/api/v1/reading';

describe.each(databaseKinds)('reading on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
    await insertTags(database.db, [
      { id: 1, name: '玄幻', kind: 'novel' },
      { id: 101, name: '热血', kind: 'comic' },
    ]);
  });
  afterAll(() => test.app.close());

  const headers = (token?: string, device?: string) => ({
    ...(token ? { token } : {}),
    ...(device ? { 'x-device-id': device } : {}),
  });
  const get = (url: string, token?: string) => test.app.inject({ method: 'GET', url: `${API}${url}`, headers: headers(token) });
  const del = (url: string, token: string) => test.app.inject({ method: 'DELETE', url: `${API}${url}`, headers: headers(token) });
  const postJson = (url: string, body: unknown, token?: string, device?: string) =>
    test.app.inject({ method: 'POST', url: `${API}${url}`, headers: headers(token, device), payload: body as object });
  const buy = (bookId: number, chapterId: number, token: string) => postJson(`/book/${bookId}/chapter/${chapterId}/buy`, {}, token);

  function expectRefusal(response: LightMyRequestResponse, status: number, code: number) {
    expect({ status: response.statusCode, code: envelope(response).code }).toEqual({ status, code });
  }

  /** A novel with `prices.length` chapters (0 = free), each with two paragraphs naming it. */
  async function novel(prices: number[], title = `测试小说${Math.random().toString(36).slice(2, 8)}`) {
    const bookId = await insertBook(database.db, {
      kind: 'novel',
      title,
      author: '测试作者',
      cover: '/media/reading/cover-0000000000000000.png',
      summary: '一个测试用的故事。',
      tagIds: [1],
      status: 'ongoing',
      hotScore: 1,
      createdAt: test.clock.now(),
    });
    const chapterIds: number[] = [];
    for (const [i, price] of prices.entries()) {
      chapterIds.push(
        await appendChapter(database.db, bookId, {
          title: `第${i + 1}章`,
          price,
          paragraphs: [`第${i + 1}章的第一段。`, `第${i + 1}章的第二段。`],
          createdAt: test.clock.now(),
        }),
      );
    }
    return { bookId, chapterIds };
  }

  async function funded(amount: number) {
    const user = await registerUser(test.app);
    if (amount > 0) {
      await database.db.transaction((tx) =>
        changeBalance(tx, { userId: user.uid, amount, reason: 'grant', reference: 'test:grant', at: test.clock.now() }),
      );
    }
    return user;
  }

  async function money(uid: string) {
    const row = await database.db.one<{ balance: string; ledger: string | null; entries: string }>(
      `SELECT u.coin_num::text AS balance, (SELECT sum(amount)::text FROM coin_ledger WHERE user_id = u.uid) AS ledger,
         (SELECT count(*)::text FROM coin_ledger WHERE user_id = u.uid) AS entries FROM users u WHERE u.uid = $1`,
      [uid],
    );
    return { balance: Number(row!.balance), ledgerSum: Number(row!.ledger ?? 0), entries: Number(row!.entries) };
  }

  const locatorOf = (chapterId: number, extra: Partial<Locator> = {}): Locator => ({
    chapterId,
    progression: 0.42,
    paragraphIndex: 7,
    textBefore: '他推开门，',
    textAfter: '屋里一片漆黑',
    ...extra,
  });
  const save = (token: string, device: string, bookId: number, locator: Locator, readAt: Date | string) =>
    postJson('/progress', { bookId, locator, readAt: typeof readAt === 'string' ? readAt : readAt.toISOString() }, token, device);

  it('lists chapters in reading order, pages the menu, and jumps to the page holding a chapter', async () => {
    const { bookId, chapterIds } = await novel([0, 0, 0, 0, 0]);
    const first = okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters?page=1&pageSize=2`));
    expect(first.total).toBe(5);
    expect(first.items.map((c) => [c.id, c.index, c.title])).toEqual([
      [chapterIds[0], 1, '第1章'],
      [chapterIds[1], 2, '第2章'],
    ]);
    const last = okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters?page=3&pageSize=2`));
    expect(last.items.map((c) => c.index)).toEqual([5]);
    const around = okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters?pageSize=2&aroundChapterId=${chapterIds[3]}`));
    expect(around.page).toBe(2);
    expect(around.items.map((c) => c.id)).toEqual([chapterIds[2], chapterIds[3]]);

    const middle = okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[1]}`));
    expect(middle).toMatchObject({ bookId, kind: 'novel', prevChapterId: chapterIds[0], nextChapterId: chapterIds[2], pages: [] });
    expect(middle.paragraphs).toEqual(['第2章的第一段。', '第2章的第二段。']);
    expect(middle.chapter).toMatchObject({ index: 2, price: 0, unlocked: true, read: false, size: 16 });
    expect(okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[0]}`)).prevChapterId).toBeNull();
    expect(okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[4]}`)).nextChapterId).toBeNull();

    const info = okData<BookInfo>(await get(`/book/${bookId}`));
    expect(info).toMatchObject({
      id: bookId,
      chapterCount: 5,
      firstChapterId: chapterIds[0],
      latestChapterTitle: '第5章',
      subscribed: false,
      progress: null,
    });
  });

  it('locks a paid chapter (HTTP 402, 1703) for guests and for users who have not bought it; wrong ids are 1701/1702', async () => {
    const { bookId, chapterIds } = await novel([0, 20]);
    const other = await novel([0]);
    expectRefusal(await get(`/book/${bookId}/chapter/${chapterIds[1]}`), 402, ResultCode.chapterLocked);
    const user = await funded(0);
    expectRefusal(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token), 402, ResultCode.chapterLocked);
    expect(envelope(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token)).msg).toBe('本章为付费章节，购买后即可阅读');
    expectRefusal(await get(`/book/${bookId}/chapter/${other.chapterIds[0]}`), 404, ResultCode.chapterNotFound);
    expectRefusal(await get(`/book/2000000000/chapter/${chapterIds[0]}`), 404, ResultCode.bookNotFound);
    expectRefusal(await get('/book/2000000000'), 404, ResultCode.bookNotFound);
    const menu = okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters`, user.token));
    expect(menu.items.map((c) => [c.price, c.unlocked])).toEqual([
      [0, true],
      [20, false],
    ]);
  });

  it('charges a paid chapter once under 20 concurrent buys; the ledger sums to the balance and the chapter opens', async () => {
    const { bookId, chapterIds } = await novel([0, 25]);
    const user = await funded(100);
    const results = (await Promise.all(Array.from({ length: 20 }, () => buy(bookId, chapterIds[1]!, user.token)))).map((r) =>
      okData<ChapterPurchaseResult>(r),
    );
    expect(results.filter((r) => r.charged === 25)).toHaveLength(1);
    expect(results.filter((r) => r.charged === 0)).toHaveLength(19);
    expect(results.every((r) => r.coinNum === 75)).toBe(true);
    expect(await money(user.uid)).toEqual({ balance: 75, ledgerSum: 75, entries: 2 });
    const reference = await database.db.one<{ reference: string; reason: string }>(
      'SELECT reference, reason FROM coin_ledger WHERE user_id = $1 AND amount < 0',
      [user.uid],
    );
    expect(reference).toEqual({ reference: `chapter:${chapterIds[1]}`, reason: 'purchase' });
    const content = okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token));
    expect(content.chapter).toMatchObject({ unlocked: true, price: 25 });
    expect(okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters`, user.token)).items[1]!.unlocked).toBe(true);
  });

  it('too few diamonds: 1201 and nothing changes; a free chapter costs nothing; a guest must log in to buy', async () => {
    const { bookId, chapterIds } = await novel([0, 30]);
    const user = await funded(29);
    const refused = await buy(bookId, chapterIds[1]!, user.token);
    expectRefusal(refused, 400, ResultCode.insufficientBalance);
    expect(envelope(refused).msg).toBe('当前X钻余额不足！');
    expect(await money(user.uid)).toEqual({ balance: 29, ledgerSum: 29, entries: 1 });
    expectRefusal(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token), 402, ResultCode.chapterLocked);
    expect(okData<ChapterPurchaseResult>(await buy(bookId, chapterIds[0]!, user.token))).toEqual({
      chapterId: chapterIds[0],
      charged: 0,
      coinNum: 29,
    });
    expectRefusal(await postJson(`/book/${bookId}/chapter/${chapterIds[1]}/buy`, {}), 401, ResultCode.sessionInvalid);
  });

  it('members read paid chapters free and a buy charges them 0', async () => {
    const { bookId, chapterIds } = await novel([0, 15]);
    const member = await funded(50);
    await setMembership(database.db, member.uid, 1, new Date(test.clock.now().getTime() + 86_400_000));
    const content = okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, member.token));
    expect(content.chapter.unlocked).toBe(true);
    expect(okData<ChapterPurchaseResult>(await buy(bookId, chapterIds[1]!, member.token))).toEqual({
      chapterId: chapterIds[1],
      charged: 0,
      coinNum: 50,
    });
    expect(await money(member.uid)).toEqual({ balance: 50, ledgerSum: 50, entries: 1 });
    // Membership over: the chapter locks again (nothing was bought).
    await setMembership(database.db, member.uid, 1, new Date(test.clock.now().getTime() - 1000));
    expectRefusal(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, member.token), 402, ResultCode.chapterLocked);
  });

  it('saves a locator and restores it (progress, book info, read marks); opening a book stores nothing', async () => {
    const { bookId, chapterIds } = await novel([0, 0, 0]);
    const user = await funded(0);
    // Opening: info, menu, a chapter — no position, no history, no read mark.
    okData(await get(`/book/${bookId}`, user.token));
    okData(await get(`/book/${bookId}/chapters`, user.token));
    okData(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token));
    expect(okData<ReadingProgress | null>(await get(`/progress?bookId=${bookId}`, user.token))).toBeNull();
    expect(okData<Paged<HistoryEntry>>(await get('/history', user.token)).total).toBe(0);
    const rows = await database.db.one<{ n: string }>(
      'SELECT ((SELECT count(*) FROM reading_progress WHERE user_id = $1) + (SELECT count(*) FROM chapter_reads WHERE user_id = $1))::text AS n',
      [user.uid],
    );
    expect(rows!.n).toBe('0');

    const device = uniqueDevice();
    const readAt = new Date(test.clock.now().getTime() - 1000);
    const saved = okData<SaveProgressResult>(await save(user.token, device, bookId, locatorOf(chapterIds[1]!), readAt));
    const expected = { bookId, locator: locatorOf(chapterIds[1]!), chapterTitle: '第2章', deviceId: device, readAt: readAt.toISOString() };
    expect(saved).toEqual({ applied: true, progress: expected });
    expect(okData<ReadingProgress>(await get(`/progress?bookId=${bookId}`, user.token))).toEqual(expected);
    expect(okData<BookInfo>(await get(`/book/${bookId}`, user.token)).progress).toEqual(expected);
    const menu = okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters`, user.token));
    expect(menu.items.map((c) => c.read)).toEqual([false, true, false]);
    expect(okData<ChapterContent>(await get(`/book/${bookId}/chapter/${chapterIds[1]}`, user.token)).chapter.read).toBe(true);
  });

  it('between two devices the newer position wins; an older one does not overwrite it; a future time is taken as now', async () => {
    const { bookId, chapterIds } = await novel([0, 0, 0]);
    const user = await funded(0);
    const phone = uniqueDevice();
    const tablet = uniqueDevice();
    const t0 = test.clock.now().getTime();
    const newer = okData<SaveProgressResult>(await save(user.token, phone, bookId, locatorOf(chapterIds[2]!), new Date(t0 - 1000)));
    expect(newer.applied).toBe(true);
    // The tablet was offline and reports an older position afterwards.
    const older = okData<SaveProgressResult>(
      await save(user.token, tablet, bookId, locatorOf(chapterIds[0]!, { progression: 0.9 }), new Date(t0 - 60_000)),
    );
    expect(older).toEqual({ applied: false, progress: newer.progress });
    expect(okData<ReadingProgress>(await get(`/progress?bookId=${bookId}`, user.token)).locator.chapterId).toBe(chapterIds[2]);
    // Reading on: the tablet's next position is the newest.
    test.clock.advance(10_000);
    const later = okData<SaveProgressResult>(await save(user.token, tablet, bookId, locatorOf(chapterIds[1]!), test.clock.now()));
    expect(later.applied).toBe(true);
    expect(okData<ReadingProgress>(await get(`/progress?bookId=${bookId}`, user.token))).toMatchObject({
      deviceId: tablet,
      locator: { chapterId: chapterIds[1] },
    });
    // A clock an hour ahead cannot pin the position for an hour: its time is stored as the server's now.
    test.clock.advance(10_000);
    const ahead = okData<SaveProgressResult>(
      await save(user.token, phone, bookId, locatorOf(chapterIds[2]!), new Date(test.clock.now().getTime() + 3_600_000)),
    );
    expect(ahead.progress.readAt).toBe(test.clock.now().toISOString());
  });

  it('a device writes at most once per 5 s for a book: an extra save is 429 (1704) and keeps nothing', async () => {
    const { bookId, chapterIds } = await novel([0, 0]);
    const user = await funded(0);
    const device = uniqueDevice();
    okData(await save(user.token, device, bookId, locatorOf(chapterIds[0]!), test.clock.now()));
    test.clock.advance(4_000);
    const throttled = await save(user.token, device, bookId, locatorOf(chapterIds[1]!), test.clock.now());
    expectRefusal(throttled, 429, ResultCode.progressThrottled);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(okData<ReadingProgress>(await get(`/progress?bookId=${bookId}`, user.token)).locator.chapterId).toBe(chapterIds[0]);
    // Another device has its own window.
    expect(
      okData<SaveProgressResult>(await save(user.token, uniqueDevice(), bookId, locatorOf(chapterIds[1]!), test.clock.now())).applied,
    ).toBe(true);
    test.clock.advance(1_000);
    expect(
      okData<SaveProgressResult>(await save(user.token, device, bookId, locatorOf(chapterIds[1]!, { progression: 0.5 }), test.clock.now()))
        .applied,
    ).toBe(true);
  });

  it('lists history newest first with pages; deletes one and all (the position stays for 继续阅读)', async () => {
    const user = await funded(0);
    const device = uniqueDevice();
    const books = [await novel([0]), await novel([0]), await novel([0])];
    for (const book of books) {
      test.clock.advance(1_000);
      okData(await save(user.token, device, book.bookId, locatorOf(book.chapterIds[0]!), test.clock.now()));
    }
    const page1 = okData<Paged<HistoryEntry>>(await get('/history?page=1&pageSize=2', user.token));
    expect(page1.total).toBe(3);
    expect(page1.items.map((e) => e.book.id)).toEqual([books[2]!.bookId, books[1]!.bookId]);
    expect(page1.items[0]!.progress.chapterTitle).toBe('第1章');
    const page2 = okData<Paged<HistoryEntry>>(await get('/history?page=2&pageSize=2', user.token));
    expect(page2.items.map((e) => e.book.id)).toEqual([books[0]!.bookId]);

    expect(okData(await del(`/history/${books[1]!.bookId}`, user.token))).toBeNull();
    expect(okData<Paged<HistoryEntry>>(await get('/history', user.token)).items.map((e) => e.book.id)).toEqual([
      books[2]!.bookId,
      books[0]!.bookId,
    ]);
    expect(okData(await del('/history', user.token))).toBeNull();
    expect(okData<Paged<HistoryEntry>>(await get('/history', user.token))).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    expect(okData<ReadingProgress>(await get(`/progress?bookId=${books[1]!.bookId}`, user.token)).bookId).toBe(books[1]!.bookId);
    // Reading again lists the book again.
    test.clock.advance(6_000);
    okData(await save(user.token, device, books[1]!.bookId, locatorOf(books[1]!.chapterIds[0]!), test.clock.now()));
    expect(okData<Paged<HistoryEntry>>(await get('/history', user.token)).items.map((e) => e.book.id)).toEqual([books[1]!.bookId]);
    // Another user's history is theirs alone.
    expect(okData<Paged<HistoryEntry>>(await get('/history', (await funded(0)).token)).total).toBe(0);
  });

  it('subscribes idempotently, pages the shelf newest first, and unsubscribes idempotently', async () => {
    const user = await funded(0);
    const books = [await novel([0]), await novel([0]), await novel([0])];
    for (const book of books) {
      test.clock.advance(1_000);
      expect(okData(await postJson(`/subscription/${book.bookId}`, {}, user.token))).toBeNull();
    }
    okData(await postJson(`/subscription/${books[0]!.bookId}`, {}, user.token));
    const page1 = okData<Paged<SubscriptionEntry>>(await get('/subscription/list?page=1&pageSize=2', user.token));
    expect(page1.total).toBe(3);
    expect(page1.items.map((e) => e.book.id)).toEqual([books[2]!.bookId, books[1]!.bookId]);
    const page2 = okData<Paged<SubscriptionEntry>>(await get('/subscription/list?page=2&pageSize=2', user.token));
    expect(page2.items.map((e) => e.book.id)).toEqual([books[0]!.bookId]);
    expect(okData<BookInfo>(await get(`/book/${books[0]!.bookId}`, user.token)).subscribed).toBe(true);

    okData(await del(`/subscription/${books[2]!.bookId}`, user.token));
    okData(await del(`/subscription/${books[2]!.bookId}`, user.token));
    expect(okData<Paged<SubscriptionEntry>>(await get('/subscription/list', user.token)).total).toBe(2);
    expect(okData<BookInfo>(await get(`/book/${books[2]!.bookId}`, user.token)).subscribed).toBe(false);
    expectRefusal(await postJson('/subscription/2000000000', {}, user.token), 404, ResultCode.bookNotFound);
    expectRefusal(await get('/subscription/list'), 401, ResultCode.sessionInvalid);
  });

  it('"updated since last read" turns true when a chapter is added after the last read and false after reading it', async () => {
    const user = await funded(0);
    const device = uniqueDevice();
    const { bookId, chapterIds } = await novel([0, 0]);
    test.clock.advance(1_000);
    okData(await postJson(`/subscription/${bookId}`, {}, user.token));
    const shelf = async () => okData<Paged<SubscriptionEntry>>(await get('/subscription/list', user.token)).items[0]!;
    expect(await shelf()).toMatchObject({ updatedSinceRead: false, lastReadChapterTitle: null });

    test.clock.advance(1_000);
    okData(await save(user.token, device, bookId, locatorOf(chapterIds[1]!), test.clock.now()));
    expect(await shelf()).toMatchObject({ updatedSinceRead: false, lastReadChapterTitle: '第2章' });

    test.clock.advance(60_000);
    const added = await appendChapter(database.db, bookId, {
      title: '第3章',
      price: 0,
      paragraphs: ['新的一章。'],
      createdAt: test.clock.now(),
    });
    expect(await shelf()).toMatchObject({ updatedSinceRead: true, book: { latestChapterTitle: '第3章', chapterCount: 3 } });

    test.clock.advance(1_000);
    okData(await save(user.token, device, bookId, locatorOf(added, { progression: 0.1 }), test.clock.now()));
    expect(await shelf()).toMatchObject({ updatedSinceRead: false, lastReadChapterTitle: '第3章' });
  });

  it('lists books by kind, tag and order, with tags and the animate home of comics', async () => {
    const comicId = await insertBook(database.db, {
      kind: 'comic',
      title: '测试漫画',
      author: '画师',
      cover: '/media/reading/cover-0000000000000001.png.enc',
      summary: '漫画。',
      tagIds: [101],
      status: 'ongoing',
      hotScore: 1_000_000,
      createdAt: test.clock.now(),
    });
    await appendChapter(database.db, comicId, {
      title: '第1话',
      price: 0,
      pages: [{ url: '/media/reading/page-0000000000000000.png.enc', width: 360, height: 540 }],
      createdAt: test.clock.now(),
    });
    const comics = okData<Paged<BookCard>>(await get('/book/list?kind=comic&sort=hot'));
    expect(comics.items[0]).toMatchObject({ id: comicId, kind: 'comic', tags: ['热血'], size: 1, chapterCount: 1 });
    expect(comics.items.every((b) => b.kind === 'comic')).toBe(true);
    const tagged = okData<Paged<BookCard>>(await get('/book/list?tagId=101'));
    expect(tagged.items.map((b) => b.id)).toEqual([comicId]);
    expect(tagged.total).toBe(1);
    const novels = okData<Paged<BookCard>>(await get('/book/list?kind=novel&sort=new&pageSize=3'));
    expect(novels.items).toHaveLength(3);
    expect(novels.items.every((b) => b.kind === 'novel')).toBe(true);
    const times = novels.items.map((b) => b.id);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(okData<{ id: number; name: string; kind: string }[]>(await get('/tag/list?kind=comic'))).toEqual([
      { id: 101, name: '热血', kind: 'comic' },
    ]);
    const home = okData<{ banners: BookCard[]; rankings: BookCard[]; updates: BookCard[]; tags: unknown[] }>(await get('/animate/home'));
    expect(home.rankings[0]!.id).toBe(comicId);
    expect(home.updates.map((b) => b.id)).toContain(comicId);
    const page = okData<ChapterContent>(await get(`/book/${comicId}/chapter/${(await chapterIdsOf(comicId))[0]}`));
    expect(page).toMatchObject({
      kind: 'comic',
      paragraphs: [],
      pages: [{ url: '/media/reading/page-0000000000000000.png.enc', width: 360, height: 540 }],
    });
  });

  async function chapterIdsOf(bookId: number) {
    return okData<Paged<ChapterEntry>>(await get(`/book/${bookId}/chapters`)).items.map((c) => c.id);
  }

  it('with chapters kept in memory, each viewer still gets their own read mark and a locked chapter stays locked', async () => {
    const cached = await buildAccountsApp(database.db, { CATALOGUE_CACHE_MS: '60000' });
    try {
      const { bookId, chapterIds } = await novel([0, 20]);
      const reader = await funded(0);
      const stranger = await funded(0);
      const inject = (url: string, token?: string) => cached.app.inject({ method: 'GET', url: `${API}${url}`, headers: headers(token) });
      expect(okData<ChapterContent>(await inject(`/book/${bookId}/chapter/${chapterIds[0]}`)).chapter.read).toBe(false);
      okData(await save(reader.token, uniqueDevice(), bookId, locatorOf(chapterIds[0]!), test.clock.now()));
      expect(okData<ChapterContent>(await inject(`/book/${bookId}/chapter/${chapterIds[0]}`, reader.token)).chapter.read).toBe(true);
      expect(okData<ChapterContent>(await inject(`/book/${bookId}/chapter/${chapterIds[0]}`, stranger.token)).chapter.read).toBe(false);
      const compressed = await cached.app.inject({
        method: 'GET',
        url: `${API}/book/${bookId}/chapter/${chapterIds[0]}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(compressed.statusCode).toBe(200);
      expectRefusal(await inject(`/book/${bookId}/chapter/${chapterIds[1]}`), 402, ResultCode.chapterLocked);
      expectRefusal(await inject(`/book/${bookId}/chapter/${chapterIds[1]}`, reader.token), 402, ResultCode.chapterLocked);
    } finally {
      await cached.app.close();
    }
  });

  it('answers bad input with 400 naming the field, and protected calls without a session with 401', async () => {
    const { bookId, chapterIds } = await novel([0]);
    const user = await funded(0);
    const cases: Array<[LightMyRequestResponse, string]> = [
      [await get('/book/list?sort=best'), 'sort'],
      [await get('/book/list?pageSize=500'), 'pageSize'],
      [await get('/book/abc'), 'id'],
      [await get(`/book/${bookId}/chapter/0`), 'cid'],
      [await save(user.token, uniqueDevice(), bookId, locatorOf(chapterIds[0]!, { progression: 2 }), test.clock.now()), 'progression'],
      [await save(user.token, uniqueDevice(), bookId, locatorOf(chapterIds[0]!), 'yesterday'), 'readAt'],
      [await postJson('/progress', { bookId, readAt: test.clock.now().toISOString() }, user.token), 'locator'],
      [await get('/progress', user.token), 'bookId'],
    ];
    for (const [response, field] of cases) {
      expect({ status: response.statusCode, named: envelope(response).msg.includes(field) }).toEqual({ status: 400, named: true });
    }
    expectRefusal(await get(`/progress?bookId=${bookId}`), 401, ResultCode.sessionInvalid);
    expectRefusal(
      await save('stale-token', uniqueDevice(), bookId, locatorOf(chapterIds[0]!), test.clock.now()),
      401,
      ResultCode.sessionInvalid,
    );
    expectRefusal(
      await save(user.token, uniqueDevice(), bookId, locatorOf(999_999_999), test.clock.now()),
      404,
      ResultCode.chapterNotFound,
    );
  });
});
