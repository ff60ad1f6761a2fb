import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { MemoryRouter } from '@portal/shared';

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

import { REMOTE_LOAD_ATTEMPTS, chunkListOf, registerEnvironmentRemotes } from './federation';
import { RemotePage } from './remote-page';

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
  registerEnvironmentRemotes({ appTitle: 'X', remotes: { remote_x: { manifest: 'http://cdn/x/mf-manifest.json' } } });
});
beforeEach(() => {
  loadRemote.mockReset();
  registerRemotes.mockClear();
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
