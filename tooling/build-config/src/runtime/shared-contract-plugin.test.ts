import sharedContractPlugin, { refusedSingletons } from './shared-contract-plugin';

/** The host's check of a remote's manifest, with the host's share options as the runtime holds them. */
const HOST_SHARED = {
  '@portal/shared': [{ version: '1.0.0', from: 'host', shareConfig: { singleton: true } }],
  react: [{ version: '19.3.1', from: 'host', shareConfig: { singleton: true } }],
};
const remoteShared = (shared: string) => [
  { name: '@portal/shared', requiredVersion: `^${shared}` },
  { name: '@portal/shared/query', requiredVersion: `^${shared}` },
  { name: '@tanstack/react-query', requiredVersion: '^5.108.0' },
  { name: 'react', requiredVersion: '^19.3.1' },
];

it("lets a remote built against the host's @portal/shared (or an older minor) through", () => {
  expect(refusedSingletons(remoteShared('1.0.0'), HOST_SHARED, 'host')).toEqual([]);
});

it('refuses a remote built against a newer @portal/shared, naming the required and provided versions', () => {
  expect(refusedSingletons(remoteShared('1.3.0'), HOST_SHARED, 'host')).toEqual([
    { name: '@portal/shared', required: '^1.3.0', provided: '1.0.0' },
  ]);
});

it('throws from the manifest step, before the remote entry is loaded', () => {
  const plugin = sharedContractPlugin();
  const args = {
    options: { name: 'host', shared: HOST_SHARED },
    moduleInfo: { name: 'remote_square' },
    manifestJson: { name: 'remote_square', shared: remoteShared('1.3.0') },
    from: 'manifest',
  };
  const hook = plugin.loadRemoteSnapshot as unknown as (a: typeof args) => unknown;
  expect(() => hook(args)).toThrow(
    'remote_square needs newer shared libraries than the host provides: @portal/shared ^1.3.0 (the host has 1.0.0)',
  );
  const compatible = { ...args, manifestJson: { name: 'remote_square', shared: remoteShared('1.0.0') } };
  expect(hook(compatible)).toBe(compatible);
});
