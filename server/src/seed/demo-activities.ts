import type { Database } from '../db/types';
import { anyActivity, bannerUrl, insertActivity, type NewActivity } from '../modules/activities';

/**
 * The demo activity centre: two activities running (so every kind of task can be tried at
 * once — check in, download a game, post in the square, read a chapter, recharge), one not
 * started yet and one over. Windows are placed around the seeding time; written once (an
 * activity present means it was seeded, or an operator has their own).
 */
const DAY = 24 * 60 * 60 * 1000;

function demoActivities(now: Date): NewActivity[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      title: '新手福利周',
      summary: '每天签到、下载游戏、在广场发帖，X钻领不停',
      banner: bannerUrl('welcome'),
      rulesHtml:
        '<p>活动期间完成下列任务即可领取 <strong>X钻</strong> 奖励：</p><ul><li>每日任务每天 0 点（北京时间）重置；</li><li>每个任务每个周期只能领取一次；</li><li>奖励直接存入账户余额，可在个人中心查看明细。</li></ul>',
      startAt: at(-3),
      endAt: at(60),
      tasks: [
        { title: '每日签到', event: 'checkin', period: 'daily', target: 1, reward: 5 },
        { title: '下载任意一款游戏', event: 'download', period: 'daily', target: 1, reward: 10 },
        { title: '在广场发布一条动态', event: 'post', period: 'daily', target: 1, reward: 10 },
        { title: '首次充值成功', event: 'recharge', period: 'once', target: 1, reward: 100 },
      ],
    },
    {
      title: '书香阅读月',
      summary: '读小说、看漫画，累计章节赢 X钻',
      banner: bannerUrl('reading'),
      rulesHtml:
        '<p>阅读任意小说或漫画的新章节即计入进度（同一章节只计一次）。</p><ol><li>每日阅读 3 章：每天可领一次；</li><li>每周阅读 10 章：每周一重置；</li></ol><p>详情见 <a href="/animate">阅读专区</a>。</p>',
      startAt: at(-1),
      endAt: at(30),
      tasks: [
        { title: '每日阅读 3 个章节', event: 'read', period: 'daily', target: 3, reward: 15 },
        { title: '本周阅读 10 个章节', event: 'read', period: 'weekly', target: 10, reward: 50 },
        { title: '本周签到 5 天', event: 'checkin', period: 'weekly', target: 5, reward: 30 },
      ],
    },
    {
      title: '新春庆典',
      summary: '新春红包雨，敬请期待',
      banner: bannerUrl('festival'),
      rulesHtml: '<p>活动开始后，每日下载游戏、签到均可领取新春红包。</p>',
      startAt: at(10),
      endAt: at(40),
      tasks: [
        { title: '新春每日签到', event: 'checkin', period: 'daily', target: 1, reward: 20 },
        { title: '下载 3 款游戏', event: 'download', period: 'once', target: 3, reward: 60 },
      ],
    },
    {
      title: '盛夏狂欢节',
      summary: '已圆满结束，感谢参与',
      banner: bannerUrl('summer'),
      rulesHtml: '<p>本活动已结束，奖励已全部发放。</p>',
      startAt: at(-40),
      endAt: at(-10),
      tasks: [
        { title: '广场发帖 3 次', event: 'post', period: 'once', target: 3, reward: 30 },
        { title: '充值任意金额 2 次', event: 'recharge', period: 'once', target: 1, times: 2, reward: 50 },
      ],
    },
  ];
}

export interface ActivitiesSeedReport {
  seeded: boolean;
  activities: number;
}

export async function seedDemoActivities(db: Database, now: Date): Promise<ActivitiesSeedReport> {
  return db.transaction(async (tx) => {
    // One seeder at a time (two starts on one database), then "any activity" decides.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('demo_activities'))");
    if (await anyActivity(tx)) return { seeded: false, activities: 0 };
    const activities = demoActivities(now);
    for (const activity of activities) await insertActivity(tx, activity, now);
    return { seeded: true, activities: activities.length };
  });
}
