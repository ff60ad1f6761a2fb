import { ApiError } from '@portal/shared';
import type { ReadingProgress, SaveProgressRequest, SaveProgressResult } from '@portal/shared/types';
import { createBookProgress, positionOnOpen, readLocalPosition } from './progress-sync';
import type { SendOutcome } from './throttle';

const server = (iso: string, chapterId = 2): ReadingProgress => ({
  bookId: 9,
  locator: { chapterId, progression: 0.4, paragraphIndex: 3, textBefore: '前文', textAfter: '后文' },
  chapterTitle: '第2章',
  deviceId: 'other',
  readAt: iso,
});

/** Sends at once (the throttle has its own tests): what the keeper does with the answers is under test. */
const immediate = (send: (v: never) => Promise<SendOutcome>) => ({
  push: (value: never) => void send(value),
  pending: () => false,
  cancel: () => undefined,
});
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('progress on open', () => {
  it('starts from the newer of this device and the server, uploading this device only when it is newer', () => {
    const local = { locator: { chapterId: 1, progression: 0.1 }, readAt: '2026-11-25T10:00:00Z', uploaded: false };
    expect(positionOnOpen(local, server('2026-11-25T10:05:00Z'))).toMatchObject({ decision: 'use-server', upload: false });
    expect(positionOnOpen({ ...local, readAt: '2026-11-25T10:09:00Z' }, server('2026-11-25T10:05:00Z'))).toMatchObject({
      decision: 'use-local',
      upload: true,
    });
    expect(positionOnOpen(null, null)).toMatchObject({ decision: 'none', position: null });
  });
});

describe('a book progress keeper', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each position locally at once and marks it uploaded when the server applied it', async () => {
    const saved: SaveProgressRequest[] = [];
    const keeper = createBookProgress({
      uid: '5',
      bookId: 9,
      save: async (request): Promise<SaveProgressResult> => {
        saved.push(request);
        return { applied: true, progress: { ...server(request.readAt), locator: request.locator } };
      },
      now: () => new Date('2026-11-25T10:00:00Z'),
      throttle: immediate as never,
    });
    keeper.report({ chapterId: 2, progression: 0.3, paragraphIndex: 4 }, '第2章');
    expect(readLocalPosition('5', 9)).toMatchObject({ uploaded: false, locator: { paragraphIndex: 4 } });
    await settle();
    expect(saved).toHaveLength(1);
    expect(readLocalPosition('5', 9)).toMatchObject({ uploaded: true });
  });

  it('moves the reader when the server holds a newer position from another device', async () => {
    const moves: ReadingProgress[] = [];
    const newer = server('2026-11-25T11:00:00Z', 3);
    const keeper = createBookProgress({
      uid: '5',
      bookId: 9,
      save: async () => ({ applied: false, progress: newer }),
      onServerNewer: (p) => moves.push(p),
      throttle: immediate as never,
    });
    keeper.report({ chapterId: 2, progression: 0.3 });
    await settle();
    expect(moves).toEqual([newer]);
    expect(readLocalPosition('5', 9)).toMatchObject({ locator: { chapterId: 3 }, uploaded: true });
  });

  it('retries a throttled or failed save, and drops one the server refuses for good', async () => {
    const outcomes: SendOutcome[] = [];
    const throttle = (send: (v: never) => Promise<SendOutcome>) => ({
      push: (value: never) => void send(value).then((o) => outcomes.push(o)),
      pending: () => false,
      cancel: () => undefined,
    });
    const errors = [
      new ApiError({ code: 1704, message: '阅读进度保存太频繁，请稍后再试', status: 429 }),
      new ApiError({ code: -1, message: '网络错误' }),
      new ApiError({ code: 1702, message: '章节不存在', status: 404 }),
    ];
    for (const error of errors) {
      const keeper = createBookProgress({ uid: '5', bookId: 9, save: () => Promise.reject(error), throttle: throttle as never });
      keeper.report({ chapterId: 2, progression: 0.3 });
    }
    await settle();
    expect(outcomes).toEqual(['retry', 'retry', 'drop']);
  });

  it('a guest keeps the position on this device only', async () => {
    const save = jest.fn();
    const keeper = createBookProgress({ uid: '', bookId: 9, save, throttle: immediate as never });
    keeper.report({ chapterId: 2, progression: 0.3 });
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(readLocalPosition('', 9)).toMatchObject({ locator: { chapterId: 2 } });
  });
});
