import { INITIAL_PULL_STATE, PULL_TEXT, dampen, pullReducer, statusForDistance, type PullEvent, type PullState } from './pull-refresh';

const run = (events: PullEvent[], from: PullState = INITIAL_PULL_STATE) => events.reduce((s, e) => pullReducer(s, e), from);

describe('pull-refresh state machine (head height 50)', () => {
  it('maps distance to state: 0 normal, under 50 pulling, 50 and more loosing', () => {
    expect(statusForDistance(0)).toBe('normal');
    expect(statusForDistance(1)).toBe('pulling');
    expect(statusForDistance(49.9)).toBe('pulling');
    expect(statusForDistance(50)).toBe('loosing');
    expect(statusForDistance(120)).toBe('loosing');
  });

  it('follows the finger up to the head, then damps', () => {
    expect(dampen(-20)).toBe(0);
    expect(dampen(30)).toBe(30);
    expect(dampen(50)).toBe(50);
    expect(dampen(80)).toBe(65);
    expect(dampen(100)).toBe(75);
    expect(dampen(180)).toBe(95);
  });

  it('a short pull released goes back to normal without refreshing', () => {
    expect(run([{ type: 'move', delta: 30 }])).toEqual({ status: 'pulling', distance: 30 });
    expect(run([{ type: 'move', delta: 30 }, { type: 'release' }])).toEqual(INITIAL_PULL_STATE);
  });

  it('normal → pulling → loosing → loading → success → normal', () => {
    let s = run([{ type: 'move', delta: 20 }]);
    expect(s.status).toBe('pulling');
    s = pullReducer(s, { type: 'move', delta: 90 });
    expect(s.status).toBe('loosing');
    s = pullReducer(s, { type: 'release' });
    expect(s).toEqual({ status: 'loading', distance: 50 });
    s = pullReducer(s, { type: 'move', delta: 200 });
    expect(s.status).toBe('loading');
    s = pullReducer(s, { type: 'done', ok: true });
    expect(s).toEqual({ status: 'success', distance: 50 });
    s = pullReducer(s, { type: 'reset' });
    expect(s).toEqual(INITIAL_PULL_STATE);
  });

  it('pulling back up from loosing returns to pulling', () => {
    expect(
      run([
        { type: 'move', delta: 90 },
        { type: 'move', delta: 10 },
      ]).status,
    ).toBe('pulling');
  });

  it('a failed refresh returns to normal without the success text', () => {
    expect(run([{ type: 'move', delta: 60 }, { type: 'release' }, { type: 'done', ok: false }])).toEqual(INITIAL_PULL_STATE);
  });

  it('has the Chinese text of every state', () => {
    expect(PULL_TEXT).toEqual({ normal: '', pulling: '下拉即可刷新', loosing: '释放即可刷新', loading: '加载中…', success: '刷新成功' });
  });
});
