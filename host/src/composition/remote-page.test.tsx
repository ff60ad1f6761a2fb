import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { Dialog, MemoryRouter, Route, Routes, type RemoteLoadEvent } from '@portal/shared';

/**
 * The host's defence against a failing remote, with the Module Federation runtime replaced by
 * a controllable fake (the runtime is a third-party loader; the unit under test is ours).
 */
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
}));

// Telemetry is checked at the hand-over to the reporter (the reporter has tests of its own).
const reported = jest.fn();
jest.mock('../telemetry/remote-load-telemetry', () => ({
  ...jest.requireActual('../telemetry/remote-load-telemetry'),
  reportRemoteLoad: (event: unknown) => reported(event),
}));

import { REMOTE_LOAD_ATTEMPTS, chunkListOf, loadRemotePage, registerEnvironmentRemotes } from './federation';
import { RemotePage } from './remote-page';
import { STILL_LOADING_AFTER_MS } from './remote-loading';

/** Remote pages always render inside the host's router. */
const render = (ui: ReactElement) => renderBare(<MemoryRouter initialEntries={['/x']}>{ui}</MemoryRouter>);

function Ok() {
  return <p>远程页面已渲染</p>;
}

let shouldThrow = true;
function Fragile() {
  const [clicks] = useState(0);
  if (shouldThrow) throw new Error('render exploded');
  return <p>恢复正常 {clicks}</p>;
}

beforeAll(() => {
  registerEnvironmentRemotes({
    name: 'staging',
    appTitle: 'X',
    remotes: { remote_x: { manifest: 'http://cdn/x/mf-manifest.json', version: '1.4.2' } },
  });
});
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
  reported.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the loading state, then the remote page', async () => {
  let resolve: (value: unknown) => void = () => undefined;
  loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<RemotePage remote="remote_x" module="./pages/a" />);
  expect(screen.getByTestId('page-loading')).toBeTruthy();
  await act(async () => resolve({ default: Ok }));
  expect(screen.getByText('远程页面已渲染')).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledWith('remote_x/pages/a');
});

it('a remote that cannot be fetched is tried a few times, then shows 该模块暂时不可用; retry renders it once it is back', async () => {
  loadRemote.mockRejectedValue(new Error('#RUNTIME-003 Failed to fetch'));
  render(<RemotePage remote="remote_x" module="./pages/b" />);
  expect(await screen.findByText('该模块暂时不可用', undefined, { timeout: 3000 })).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledTimes(REMOTE_LOAD_ATTEMPTS);
  // Between attempts the runtime forgets the remote, so each attempt goes back to the network.
  expect(registerRemotes).toHaveBeenCalledTimes(REMOTE_LOAD_ATTEMPTS - 1);
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_x', entry: 'http://cdn/x/mf-manifest.json' }], { force: true });

  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ default: Ok });
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

it('a failure that clears up on a later attempt renders the page without the user doing anything', async () => {
  loadRemote.mockRejectedValueOnce(new Error('#RUNTIME-008 Failed to load script')).mockResolvedValueOnce({ default: Ok });
  render(<RemotePage remote="remote_x" module="./pages/f" />);
  expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
  expect(screen.queryByText('该模块暂时不可用')).toBeNull();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});

it('a page that throws while rendering is contained, and retry renders it again', async () => {
  loadRemote.mockResolvedValue({ default: Fragile });
  shouldThrow = true;
  render(
    <>
      <header>页头仍然可用</header>
      <RemotePage remote="remote_x" module="./pages/c" />
    </>,
  );
  expect(await screen.findByText('该模块暂时不可用')).toBeTruthy();
  expect(screen.getByText('页头仍然可用')).toBeTruthy();
  shouldThrow = false;
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText(/恢复正常/)).toBeTruthy();
});

it('retry after a page threw loads it again from a fresh chunk list, so a fixed release replaces the broken code', async () => {
  function Broken(): never {
    throw new Error('broken release');
  }
  const globals = window as unknown as Record<string, unknown>;
  const chunkList = chunkListOf('remote_x');
  loadRemote.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: Ok });
  render(<RemotePage remote="remote_x" module="./pages/g" />);
  expect(await screen.findByText('该模块暂时不可用')).toBeTruthy();
  // What the broken release's chunks pushed: a remote entry fetched again would adopt them.
  globals[chunkList] = [[[687], { 3163: () => undefined }]];

  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
  expect(loadRemote).toHaveBeenCalledTimes(2);
  expect(globals[chunkList]).toBeUndefined();
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'remote_x', entry: 'http://cdn/x/mf-manifest.json' }], { force: true });
});

it('a module without a page component counts as a failure', async () => {
  loadRemote.mockResolvedValue({ notAComponent: true });
  render(<RemotePage remote="remote_x" module="./pages/d" />);
  expect(await screen.findByText('该模块暂时不可用', undefined, { timeout: 3000 })).toBeTruthy();
});

it('a remote slower than the load timeout shows the unavailable state', async () => {
  jest.useFakeTimers();
  try {
    loadRemote.mockReturnValue(new Promise(() => undefined));
    render(<RemotePage remote="remote_x" module="./pages/e" />);
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    await act(async () => {
      jest.advanceTimersByTime(12001);
    });
    expect(screen.getByText('该模块暂时不可用')).toBeTruthy();
  } finally {
    jest.useRealTimers();
  }
});

describe('telemetry: each page load is reported once, when the route shows how it went', () => {
  const events = () => reported.mock.calls.map(([event]) => event as RemoteLoadEvent);

  it('a page that rendered at the first attempt: ok, with its remote, module, build, environment and load time', async () => {
    loadRemote.mockResolvedValue({ default: Ok });
    const first = render(<RemotePage remote="remote_x" module="./pages/t1" />);
    expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
    expect(events()).toEqual([
      { remote: 'remote_x', module: './pages/t1', version: '1.4.2', environment: 'staging', outcome: 'ok', durationMs: expect.any(Number) },
    ]);
    expect(events()[0]!.durationMs).toBeGreaterThanOrEqual(0);
    // Shown again from memory: no new load, no new report.
    first.unmount();
    render(<RemotePage remote="remote_x" module="./pages/t1" />);
    expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
    expect(events()).toHaveLength(1);
  });

  it('a load whose first attempt failed and a retry rendered: error, with the runtime code', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to load script #RUNTIME-008')).mockResolvedValueOnce({ default: Ok });
    render(<RemotePage remote="remote_x" module="./pages/t2" />);
    expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
    expect(events()).toEqual([expect.objectContaining({ module: './pages/t2', outcome: 'error', errorCode: 'RUNTIME-008' })]);
  });

  it('a remote that stays down: one fallback with its code (not one per attempt); 重试 is a new load', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'));
    render(<RemotePage remote="remote_x" module="./pages/t3" />);
    expect(await screen.findByText('该模块暂时不可用', undefined, { timeout: 3000 })).toBeTruthy();
    expect(events()).toEqual([expect.objectContaining({ module: './pages/t3', outcome: 'fallback', errorCode: 'RUNTIME-003' })]);

    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: Ok });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
    expect(events().map((event) => event.outcome)).toEqual(['fallback', 'ok']);
  });

  it('a load that ran into the 12 s timeout: fallback, TimeoutError, the time the player waited', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockReturnValue(new Promise(() => undefined));
      render(<RemotePage remote="remote_x" module="./pages/t4" />);
      await act(async () => {
        jest.advanceTimersByTime(12001);
      });
      expect(screen.getByText('该模块暂时不可用')).toBeTruthy();
      expect(events()).toEqual([expect.objectContaining({ outcome: 'fallback', errorCode: 'TimeoutError' })]);
      expect(events()[0]!.durationMs).toBeGreaterThanOrEqual(12000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a page that throws while rendering: fallback with the error’s name, and no ok before it', async () => {
    function Throws(): never {
      throw new TypeError('page bug');
    }
    loadRemote.mockResolvedValue({ default: Throws });
    render(<RemotePage remote="remote_x" module="./pages/t5" />);
    expect(await screen.findByText('该模块暂时不可用')).toBeTruthy();
    expect(events()).toEqual([expect.objectContaining({ module: './pages/t5', outcome: 'fallback', errorCode: 'TypeError' })]);
  });

  it('a page prefetched on hover and never opened is not a page load', async () => {
    loadRemote.mockResolvedValue({ default: Ok });
    await loadRemotePage('remote_x', './pages/t6');
    expect(events()).toEqual([]);
  });
});

describe('a remote that takes long: 仍在加载… with a way back', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '');
  });

  // Each test its own page: a load left pending by another test's fake clock would never time out.
  let pageCount = 0;
  function renderRoutes(entries: string[]) {
    pageCount += 1;
    loadRemote.mockReturnValue(new Promise(() => undefined));
    renderBare(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/" element={<p>首页内容</p>} />
          <Route path="/prev" element={<p>上一页内容</p>} />
          <Route path="/slow" element={<RemotePage remote="remote_x" module={`./pages/slow-${pageCount}`} />} />
        </Routes>
      </MemoryRouter>,
    );
  }
  const wait = (ms: number) =>
    act(async () => {
      jest.advanceTimersByTime(ms);
    });

  it('opened directly (no history in this tab): after 3 s, 仍在加载… and 返回首页, which goes home', async () => {
    renderRoutes(['/slow']);
    await wait(STILL_LOADING_AFTER_MS - 1);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('仍在加载…')).toBeNull();
    await wait(1);
    expect(screen.getByText('仍在加载…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByText('首页内容')).toBeTruthy();
  });

  it('reached from another page of the portal: 返回上一页 goes back to it', async () => {
    // What react-router's browser history keeps in history.state: this is the tab's second entry.
    window.history.replaceState({ idx: 1 }, '');
    renderRoutes(['/prev', '/slow']);
    await wait(STILL_LOADING_AFTER_MS);
    fireEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(screen.getByText('上一页内容')).toBeTruthy();
  });

  it('still ends in 该模块暂时不可用 with 重试 at the 12 s timeout', async () => {
    renderRoutes(['/slow']);
    await wait(12001);
    expect(screen.getByText('该模块暂时不可用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('no queued dialog covers the loading or unavailable state', () => {
  const bulletin = () => screen.queryByRole('dialog', { name: '公告' });

  it('the start-up bulletin waits while the route loads and while it shows 该模块暂时不可用, then opens over the page', async () => {
    let failNow: (error: Error) => void = () => undefined;
    loadRemote.mockImplementation(() => new Promise((_resolve, reject) => (failNow = reject)));
    render(
      <>
        <RemotePage remote="remote_x" module="./pages/held" />
        <Dialog open title="公告" overlay="bulletin" onClose={() => undefined}>
          今日公告
        </Dialog>
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    expect(bulletin()).toBeNull();

    // Every attempt fails: the fallback, and still no dialog over its 重试.
    loadRemote.mockRejectedValue(new Error('#RUNTIME-003'));
    await act(async () => failNow(new Error('#RUNTIME-003')));
    expect(await screen.findByText('该模块暂时不可用', undefined, { timeout: 3000 })).toBeTruthy();
    await act(async () => undefined);
    expect(bulletin()).toBeNull();

    loadRemote.mockReset();
    loadRemote.mockResolvedValue({ default: Ok });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('远程页面已渲染')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: '公告' })).toBeTruthy();
  });
});
