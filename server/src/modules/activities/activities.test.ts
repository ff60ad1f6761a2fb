import type { ActivityCard, ActivityDetail, ActivityTask, PayInfo, Paged, TaskClaimResult } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { type AccountsTestApp, buildAccountsApp, envelope, okData, post, registerUser, uniqueDevice } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { domainEventsOf } from '../../platform/events/domain-events';
import { insertGame } from '../gifts/test/fixtures';
import { money, notify } from '../payments/test/helpers';
import { appendChapter, insertBook, insertTags } from '../reading';
import { changeBalance } from '../wallet';
import { insertActivity, type NewTask } from '.';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('activities and tasks on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
    await insertTags(database.db, [{ id: 1, name: '玄幻', kind: 'novel' }]);
  });
  afterAll(() => test.app.close());

  const setClock = (iso: string) => test.clock.advance(Date.parse(iso) - test.clock.now().getTime());
  const get = (url: string, token?: string) => test.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { token } : {} });
  const postJson = (url: string, token: string, body: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: `/api${url}`, headers: { token, ...extra }, payload: body });
  const claim = (taskId: number, token: string) => postJson(`/activity/task/${taskId}/claim`, token);
  const detail = async (id: number, token?: string) => okData<ActivityDetail>(await get(`/activity/${id}`, token));
  const taskOf = async (activityId: number, taskId: number, token: string): Promise<ActivityTask> =>
    (await detail(activityId, token)).tasks.find((task) => task.id === taskId)!;
  const grant = (uid: string, amount: number) =>
    database.db.transaction((tx) => changeBalance(tx, { userId: uid, amount, reason: 'grant', reference: 'test:grant', at: new Date() }));

  function expectRefusal(response: LightMyRequestResponse, status: number, code: number) {
    expect({ status: response.statusCode, code: envelope(response).code }).toEqual({ status, code });
  }

  /** An activity running from `fromHours` to `toHours` around the test clock, with the given tasks. */
  async function activity(tasks: NewTask[], fromHours = -24, toHours = 24 * 30, title = '测试活动') {
    const now = test.clock.now().getTime();
    return insertActivity(
      database.db,
      {
        title,
        summary: '测试',
        banner: '/media/activity/banner-welcome.svg',
        rulesHtml: '<p>规则</p><script>alert(1)</script>',
        startAt: new Date(now + fromHours * HOUR),
        endAt: new Date(now + toHours * HOUR),
        tasks,
      },
      test.clock.now(),
    );
  }

  it('lists activities with their state by the server clock, paged, latest ending first', async () => {
    setClock('2027-01-15T12:00:00+08:00');
    const ended = await activity([], -48, -24, '已结束的');
    const running = await activity([], -1, 24 * 400, '进行中的');
    const upcoming = await activity([], 24 * 500, 24 * 600, '未开始的');
    const page = okData<Paged<ActivityCard>>(await get('/activity/list?page=1&pageSize=100'));
    const ours = page.items.filter((item) => [ended.id, running.id, upcoming.id].includes(item.id));
    expect(ours.map((item) => [item.title, item.state])).toEqual([
      ['未开始的', 'upcoming'],
      ['进行中的', 'running'],
      ['已结束的', 'ended'],
    ]);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const first = okData<Paged<ActivityCard>>(await get('/activity/list?page=1&pageSize=1'));
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(page.total);
    // The state follows the clock.
    test.clock.advance(500 * DAY);
    expect((await detail(upcoming.id)).state).toBe('running');
    expect((await detail(running.id)).state).toBe('ended');
    expectRefusal(await get('/activity/999999'), 404, ResultCode.activityNotFound);
    expect((await get('/activity/abc')).statusCode).toBe(400);
    expect((await get('/activity/list?pageSize=1000')).statusCode).toBe(400);
  });

  it('real actions of every module advance their tasks: download, post, read a chapter, check in, recharge', async () => {
    setClock('2027-02-10T12:00:00+08:00');
    const { id, taskIds } = await activity([
      { title: '下载', event: 'download', period: 'daily', target: 1, reward: 10 },
      { title: '发帖', event: 'post', period: 'daily', target: 1, reward: 10 },
      { title: '阅读', event: 'read', period: 'daily', target: 2, reward: 15 },
      { title: '签到', event: 'checkin', period: 'daily', target: 1, reward: 5 },
      { title: '充值', event: 'recharge', period: 'once', target: 1, reward: 100 },
    ]);
    const [downloadTask, postTask, readTask, checkinTask, rechargeTask] = taskIds as [number, number, number, number, number];
    const user = await registerUser(test.app);
    // The square lets accounts post from their second day.
    test.clock.advance(DAY + HOUR);
    const progressOf = async () => Object.fromEntries((await detail(id, user.token)).tasks.map((task) => [task.title, task.progress]));
    expect(await progressOf()).toEqual({ 下载: 0, 发帖: 0, 阅读: 0, 签到: 0, 充值: 0 });

    const gameId = await insertGame(database.db);
    okData(await post(test.app, `/api/user/game/download/${gameId}`, { platformType: 1 }, { token: user.token }));

    okData(await postJson('/v1/square/post', user.token, { content: '第一次参加活动，来打个卡！' }));

    const bookId = await insertBook(database.db, {
      kind: 'novel',
      title: `活动测试书${Math.random().toString(36).slice(2, 8)}`,
      author: '测试作者',
      cover: '/media/reading/cover-0000000000000000.png',
      summary: '测试',
      tagIds: [1],
      status: 'ongoing',
      hotScore: 1,
      createdAt: test.clock.now(),
    });
    const chapters: number[] = [];
    for (const n of [1, 2]) {
      chapters.push(
        await appendChapter(database.db, bookId, { title: `第${n}章`, price: 0, paragraphs: ['正文。'], createdAt: test.clock.now() }),
      );
    }
    const device = uniqueDevice();
    const read = async (chapterId: number) => {
      okData(
        await postJson(
          '/v1/reading/progress',
          user.token,
          { bookId, locator: { chapterId, progression: 0.5 }, readAt: test.clock.now().toISOString() },
          { 'x-device-id': device },
        ),
      );
      test.clock.advance(6_000);
    };
    await read(chapters[0]!);
    await read(chapters[0]!); // the same chapter again counts once
    expect((await taskOf(id, readTask, user.token)).progress).toBe(1);
    await read(chapters[1]!);

    okData(await postJson('/checkin', user.token));

    const info = okData<PayInfo>(await post(test.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token }));
    okData(
      await notify(test.app, {
        orderNo: info.orderNo,
        amountCents: info.amountCents,
        status: 'paid',
        providerRef: 'SBX-T',
        timestamp: Date.now(),
      }),
    );

    const tasks = (await detail(id, user.token)).tasks;
    expect(tasks.map((task) => [task.title, task.progress, task.completed, task.claimable])).toEqual([
      ['下载', 1, 1, true],
      ['发帖', 1, 1, true],
      ['阅读', 2, 1, true],
      ['签到', 1, 1, true],
      ['充值', 1, 1, true],
    ]);
    const before = (await money(database.db, user.uid)).balance;
    for (const taskId of [downloadTask, postTask, readTask, checkinTask, rechargeTask])
      okData<TaskClaimResult>(await claim(taskId, user.token));
    const after = await money(database.db, user.uid);
    expect(after.balance - before).toBe(10 + 10 + 15 + 5 + 100);
    expect(after.balance).toBe(after.sum);
    // A guest sees the tasks without progress.
    expect((await detail(id)).tasks.every((task) => task.progress === 0 && !task.claimable)).toBe(true);
  });

  it('an action that rolls back advances nothing; events outside the window count nothing', async () => {
    setClock('2027-03-10T12:00:00+08:00');
    const { id, taskIds } = await activity([{ title: '下载付费游戏', event: 'download', period: 'once', target: 1, reward: 10 }]);
    const later = await activity([{ title: '以后的下载', event: 'download', period: 'once', target: 1, reward: 10 }], 24, 48);
    const user = await registerUser(test.app);
    const paidGame = await insertGame(database.db, { onlineType: 1, buyAmount: 30 });
    expectRefusal(
      await post(test.app, `/api/user/game/download/${paidGame}`, { platformType: 1 }, { token: user.token }),
      400,
      ResultCode.insufficientBalance,
    );
    expect((await taskOf(id, taskIds[0]!, user.token)).progress).toBe(0);
    await grant(user.uid, 30);
    okData(await post(test.app, `/api/user/game/download/${paidGame}`, { platformType: 1 }, { token: user.token }));
    expect((await taskOf(id, taskIds[0]!, user.token)).progress).toBe(1);
    // The later activity had not started when the download happened.
    test.clock.advance(25 * HOUR);
    expect((await taskOf(later.id, later.taskIds[0]!, user.token)).progress).toBe(0);
  });

  it('an action and what its event causes commit together: a failing subscriber rolls the check-in back', async () => {
    setClock('2027-03-20T12:00:00+08:00');
    const { id, taskIds } = await activity([{ title: '签到', event: 'checkin', period: 'daily', target: 1, reward: 5 }]);
    const user = await registerUser(test.app);
    // The bus belongs to the app's database (app.db wraps the test's database with commit hooks).
    const stop = domainEventsOf(test.app.db).subscribe('test-broken', async () => {
      throw new Error('subscriber failed');
    });
    try {
      expect((await postJson('/checkin', user.token)).statusCode).toBe(500);
    } finally {
      stop();
    }
    expect((await money(database.db, user.uid)).ledger).toEqual([]);
    expect((await taskOf(id, taskIds[0]!, user.token)).progress).toBe(0);
    // Without the broken subscriber the same check-in goes through, and counts once.
    okData(await postJson('/checkin', user.token));
    expect((await taskOf(id, taskIds[0]!, user.token)).progress).toBe(1);
  });

  it('50 concurrent claims pay one reward; a claim before the task is done is refused', async () => {
    setClock('2027-04-10T12:00:00+08:00');
    const { id, taskIds } = await activity([{ title: '签到', event: 'checkin', period: 'daily', target: 1, reward: 25 }]);
    const taskId = taskIds[0]!;
    const user = await registerUser(test.app);
    expectRefusal(await claim(taskId, user.token), 400, ResultCode.taskNotDone);
    okData(await postJson('/checkin', user.token));
    const balance = (await money(database.db, user.uid)).balance;
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(taskId, user.token)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectRefusal(answer, 409, ResultCode.rewardClaimed);
    expect(okData<TaskClaimResult>(paid[0]!)).toMatchObject({
      taskId,
      reward: 25,
      coinNum: balance + 25,
      task: { claimed: 1, claimable: false },
    });
    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(balance + 25);
    expect(after.ledger.filter((row) => row.reference.startsWith(`task:${taskId}:`))).toHaveLength(1);
    // Next China day: a new period, progress from zero, claimable again after a new check-in.
    test.clock.advance(DAY);
    expect(await taskOf(id, taskId, user.token)).toMatchObject({ progress: 0, claimed: 0, claimable: false });
    expectRefusal(await claim(taskId, user.token), 400, ResultCode.taskNotDone);
    okData(await postJson('/checkin', user.token));
    okData(await claim(taskId, user.token));
  });

  it('counts up to target × times per period and pays each completed round once', async () => {
    setClock('2027-05-10T12:00:00+08:00');
    const { id, taskIds } = await activity([
      { title: '每周下载 2 次，可完成 2 轮', event: 'download', period: 'weekly', target: 2, times: 2, reward: 7 },
    ]);
    const taskId = taskIds[0]!;
    const user = await registerUser(test.app);
    const gameId = await insertGame(database.db);
    const download = () => post(test.app, `/api/user/game/download/${gameId}`, { platformType: 1 }, { token: user.token });
    for (let n = 0; n < 3; n += 1) okData(await download());
    expect(await taskOf(id, taskId, user.token)).toMatchObject({ progress: 3, completed: 1, claimable: true });
    okData(await claim(taskId, user.token));
    expectRefusal(await claim(taskId, user.token), 400, ResultCode.taskNotDone);
    for (let n = 0; n < 3; n += 1) okData(await download());
    expect(await taskOf(id, taskId, user.token)).toMatchObject({ progress: 4, completed: 2, claimed: 1, claimable: true });
    okData(await claim(taskId, user.token));
    expectRefusal(await claim(taskId, user.token), 409, ResultCode.rewardClaimed);
    // The week runs Monday to Sunday in China: still this week on Sunday 23:59:59, a new one at 00:00 +08:00.
    setClock('2027-05-16T23:59:59+08:00');
    expect(await taskOf(id, taskId, user.token)).toMatchObject({ progress: 4, claimed: 2 });
    test.clock.advance(1_000);
    expect(await taskOf(id, taskId, user.token)).toMatchObject({ progress: 0, claimed: 0, claimable: false });
  });

  it('refuses claims of unknown tasks and of activities not running', async () => {
    setClock('2027-06-10T12:00:00+08:00');
    const user = await registerUser(test.app);
    expectRefusal(await claim(999_999, user.token), 404, ResultCode.taskNotFound);
    const upcoming = await activity([{ title: '签到', event: 'checkin', period: 'daily', target: 1, reward: 5 }], 24, 48);
    okData(await postJson('/checkin', user.token));
    expectRefusal(await claim(upcoming.taskIds[0]!, user.token), 400, ResultCode.activityNotRunning);
    expectRefusal(
      await test.app.inject({ method: 'POST', url: `/api/activity/task/${upcoming.taskIds[0]}/claim` }),
      401,
      ResultCode.sessionInvalid,
    );
  });

  it('serves the banner pictures as SVG that may not run script', async () => {
    const banner = await test.app.inject({ method: 'GET', url: '/media/activity/banner-welcome.svg' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.headers['content-security-policy']).toContain("default-src 'none'");
    expect(banner.body).toMatch(/^<svg /);
    expect((await test.app.inject({ method: 'GET', url: '/media/activity/banner-nope.svg' })).statusCode).toBe(404);
  });
});
