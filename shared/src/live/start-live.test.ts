import { authStore } from '../auth/store';
import type { LiveConnectionOptions } from './live-connection';
import { onLiveEvent } from './live-events';
import { startLiveEvents } from './start-live';

const opened: Array<LiveConnectionOptions & { closed: boolean }> = [];

jest.mock('./live-connection', () => ({
  openLiveConnection: (options: LiveConnectionOptions) => {
    const entry = { ...options, closed: false };
    opened.push(entry);
    return {
      close: () => {
        entry.closed = true;
      },
    };
  },
}));

/** Lets the lazy import of the connection resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page’s one live connection', () => {
  it('opens when logged in, updates the header count from unread events, tells listeners, and closes on logout', async () => {
    authStore.getState().setAccount({ uid: 'u1', token: 'tok-1', name: '小明' });
    authStore.getState().setStatus({ avatar: '', coinNum: 0, levelType: 0, newMessageCount: 0 });
    startLiveEvents();
    startLiveEvents();
    await settle();
    expect(opened.map((o) => o.token)).toEqual(['tok-1']);

    const heard: unknown[] = [];
    const off = onLiveEvent('chat', (data) => heard.push(data));
    opened[0]!.onEvent('unread', { private: 2, system: 1, total: 3 });
    opened[0]!.onEvent('chat', {
      peer: { uid: 'u2', name: 'b', avatar: '' },
      message: { id: 1, senderId: 'u2', content: 'hi', createTime: '' },
    });
    off();
    expect(authStore.getState().status?.newMessageCount).toBe(3);
    expect(heard).toHaveLength(1);

    authStore.getState().logoutLocal();
    await settle();
    expect(opened[0]!.closed).toBe(true);
    expect(opened).toHaveLength(1);

    authStore.getState().setAccount({ uid: 'u3', token: 'tok-3', name: '小红' });
    await settle();
    expect(opened.map((o) => o.token)).toEqual(['tok-1', 'tok-3']);
  });
});
