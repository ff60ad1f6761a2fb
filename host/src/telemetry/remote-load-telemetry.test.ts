import type { RemoteLoadEvent } from '@portal/shared';
import { configureRemoteLoadTelemetry, errorCodeOf, REMOTE_LOADS_ENDPOINT, reportRemoteLoad } from './remote-load-telemetry';

const record = jest.fn();
const createRemoteLoadReporter = jest.fn((_options: unknown) => ({ record, flush: jest.fn(), dispose: jest.fn() }));
jest.mock('./remote-load-reporter', () => ({ createRemoteLoadReporter: (options: unknown) => createRemoteLoadReporter(options) }));

const event = (n: number): RemoteLoadEvent => ({ remote: 'remote_x', module: './pages/x', outcome: 'ok', durationMs: n });

it('loads the reporter with the first event and hands it every event, in order, with the environment’s sample rate', async () => {
  configureRemoteLoadTelemetry({ telemetry: { sampleRate: 0.25 } });
  reportRemoteLoad(event(1));
  reportRemoteLoad(event(2));
  expect(record).not.toHaveBeenCalled(); // the reporter is still on its way
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(createRemoteLoadReporter).toHaveBeenCalledTimes(1);
  expect(createRemoteLoadReporter).toHaveBeenCalledWith({ endpoint: REMOTE_LOADS_ENDPOINT, sampleRate: 0.25 });
  expect(REMOTE_LOADS_ENDPOINT).toBe('/api/telemetry/remote-loads');
  reportRemoteLoad(event(3));
  expect(record.mock.calls.map(([e]) => (e as RemoteLoadEvent).durationMs)).toEqual([1, 2, 3]);
  expect(createRemoteLoadReporter).toHaveBeenCalledTimes(1);
});

/** What ops see as a failure's code: the federation runtime's own, else a short name. */
describe('errorCodeOf', () => {
  it('takes the Module Federation runtime code from the message', () => {
    // The runtime's messages end with the code and a link to its docs (@module-federation/error-codes).
    const message =
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\n args: {"manifestUrl":"http://127.0.0.1:9/mf-manifest.json","moduleName":"remote_games"}\n View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime/RUNTIME-003';
    expect(errorCodeOf(new Error(message))).toBe('RUNTIME-003');
    expect(errorCodeOf(new TypeError('Failed to load script #RUNTIME-008'))).toBe('RUNTIME-008');
    expect(errorCodeOf('#TYPE-001 remote entry not found')).toBe('TYPE-001');
  });

  it("otherwise names the error by its name, so a timeout or a page's bug is told apart", () => {
    const timeout = Object.assign(new Error('加载超时（12 秒）'), { name: 'TimeoutError' });
    expect(errorCodeOf(timeout)).toBe('TimeoutError');
    expect(errorCodeOf(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('TypeError');
    expect(errorCodeOf(new Error('boom'))).toBe('Error');
  });

  it('answers Error for anything that is not a usable name (the collector accepts short names only)', () => {
    expect(errorCodeOf(undefined)).toBe('Error');
    expect(errorCodeOf({ code: 42 })).toBe('Error');
    expect(errorCodeOf(Object.assign(new Error('x'), { name: '<script>' }))).toBe('Error');
    expect(errorCodeOf(Object.assign(new Error('x'), { name: 'N'.repeat(80) }))).toBe('Error');
  });
});
