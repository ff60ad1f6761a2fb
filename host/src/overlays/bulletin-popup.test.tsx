import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { authStore, http, overlayQueue, setNavigator } from '@portal/shared';
import { BulletinPopup } from './bulletin-popup';

/** Spec §4 Bulletin: the once-a-day rule, shown only with data, sanitised, 今日不再显示 remembered per uid. */
let requests: string[] = [];
let answer: unknown = null;
beforeEach(() => {
  requests = [];
  window.localStorage.clear();
  authStore.getState().setAccount({ uid: '10001', name: '小蓝', token: 't' });
  http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    requests.push(`${config.url} ${String(config.data)}`);
    return { data: { code: 0, msg: '', data: answer }, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof http.defaults.adapter;
});

const BULLETIN = {
  id: 1,
  title: '双十一活动公告',
  createTime: '2026-11-20T08:00:00.000Z',
  content: '<p>充值<strong>双倍</strong>返利</p><script>alert(1)</script><img src=x onerror="alert(2)">',
};

it('fetches the position-1 bulletin at start-up and shows it, sanitised', async () => {
  answer = BULLETIN;
  render(<BulletinPopup />);
  await screen.findByText('双十一活动公告');
  expect(requests).toEqual([expect.stringMatching(/^\/bulletin\/latest .*posType=1/)]);
  await waitFor(() => expect(screen.getByTestId('bulletin').innerHTML).toContain('<strong>双倍</strong>'));
  expect(screen.getByTestId('bulletin').innerHTML).not.toMatch(/script|onerror/);
});

it('shows nothing when the server has no bulletin', async () => {
  answer = null;
  render(<BulletinPopup />);
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(screen.queryByTestId('bulletin')).toBeNull();
});

it('closing with 今日不再显示 ticked stores the time under uid + suffix, and no request is made again that day', async () => {
  answer = BULLETIN;
  const { unmount } = render(<BulletinPopup />);
  await screen.findByText('双十一活动公告');
  fireEvent.click(screen.getByTestId('bulletin-hide-today'));
  fireEvent.click(screen.getByTestId('bulletin-close'));
  const stored = Number(window.localStorage.getItem('10001_notShowBulletin'));
  expect(Date.now() - stored).toBeLessThan(5000);
  unmount();
  requests = [];
  render(<BulletinPopup />);
  await act(async () => undefined);
  expect(requests).toEqual([]);
});

it('closing without ticking stores nothing; a timestamp from yesterday does not stop the fetch', async () => {
  answer = BULLETIN;
  const { unmount } = render(<BulletinPopup />);
  await screen.findByText('双十一活动公告');
  fireEvent.click(screen.getByTestId('bulletin-close'));
  expect(window.localStorage.getItem('10001_notShowBulletin')).toBeNull();
  unmount();
  window.localStorage.setItem('10001_notShowBulletin', String(Date.now() - 86_400_000 - 1000));
  requests = [];
  render(<BulletinPopup />);
  await waitFor(() => expect(requests).toHaveLength(1));
});

it('a link to a portal page inside the bulletin navigates in the app and closes the bulletin', async () => {
  answer = { ...BULLETIN, content: '<p>开通会员请前往<a href="/profile?pop=1">会员中心</a></p>' };
  const visited: string[] = [];
  setNavigator((path) => visited.push(path));
  render(<BulletinPopup />);
  const link = await screen.findByRole('link', { name: '会员中心' });
  fireEvent.click(link);
  expect(visited).toEqual(['/profile?pop=1']);
  expect(screen.queryByTestId('bulletin')).toBeNull();
});

it('waits for its turn while another start-up dialog is on screen', async () => {
  answer = BULLETIN;
  const popup = Symbol('membership popup');
  overlayQueue.request(popup, 'membership');
  render(<BulletinPopup />);
  await waitFor(() => expect(requests).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.queryByTestId('bulletin')).toBeNull();
  act(() => overlayQueue.release(popup));
  expect(await screen.findByTestId('bulletin')).toBeTruthy();
});

it('held while the route loads, it still comes before the ?pop=1 popup that asked meanwhile', async () => {
  answer = BULLETIN;
  overlayQueue.defer('membership'); // as the host does at start-up
  const releaseHold = overlayQueue.hold(); // the route's remote is still loading
  render(<BulletinPopup />);
  await waitFor(() => expect(requests).toHaveLength(1));
  // The page's own dialog asks while the queue is held: it has the higher priority.
  const popup = Symbol('membership popup');
  overlayQueue.request(popup, 'membership');
  await act(async () => undefined);
  expect(screen.queryByTestId('bulletin')).toBeNull();

  await act(async () => releaseHold());
  expect(await screen.findByTestId('bulletin')).toBeTruthy();
  expect(overlayQueue.holds(popup)).toBe(false);
  fireEvent.click(screen.getByTestId('bulletin-close'));
  await waitFor(() => expect(overlayQueue.holds(popup)).toBe(true));
  overlayQueue.release(popup);
});
