import { incompatibleSingletons } from './shared-compatibility';

/** Manifests shaped as the build writes them (build-config: shared-singletons). */
function manifest(name: string, shared: Record<string, string>) {
  return {
    id: name,
    name,
    metaData: { name },
    exposes: [],
    shared: Object.entries(shared).map(([pkg, version]) => ({
      id: `${name}:${pkg}`,
      name: pkg,
      version,
      requiredVersion: `^${version}`,
      singleton: true,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

const HOST = manifest('host', { '@portal/shared': '1.2.0', 'react-dom': '19.3.1', 'react/jsx-runtime': '19.3.1', react: '19.3.1' });

describe('incompatibleSingletons: can the host load this remote build?', () => {
  it('a remote built against the same or an older minor of every singleton is compatible', () => {
    const remote = manifest('remote_square', { '@portal/shared': '1.0.0', react: '19.3.1', 'react-dom': '19.3.1' });
    expect(incompatibleSingletons(remote, HOST)).toEqual([]);
  });

  it('a remote built against a newer @portal/shared than the host provides is refused, with both versions', () => {
    const remote = manifest('remote_square', { '@portal/shared': '1.3.0', '@portal/shared/query': '1.3.0', react: '19.3.1' });
    expect(incompatibleSingletons(remote, HOST)).toEqual([
      {
        name: '@portal/shared',
        required: '^1.3.0',
        provided: '1.2.0',
        message: 'remote_square needs @portal/shared ^1.3.0: the host provides 1.2.0',
      },
    ]);
  });

  it('a new major on either side is incompatible (a removed export, or a remote built before it)', () => {
    expect(incompatibleSingletons(manifest('remote_games', { '@portal/shared': '2.0.0' }), HOST).map((m) => m.name)).toEqual([
      '@portal/shared',
    ]);
    const newerHost = manifest('host', { '@portal/shared': '2.0.0' });
    expect(incompatibleSingletons(manifest('remote_games', { '@portal/shared': '1.2.0' }), newerHost)).toMatchObject([
      { required: '^1.2.0', provided: '2.0.0' },
    ]);
  });

  it('checks react and react-dom too, and says when the host does not provide one', () => {
    const remote = manifest('remote_reading', { react: '19.4.0', 'react-dom': '19.3.1' });
    const host = manifest('host', { react: '19.3.1' });
    expect(incompatibleSingletons(remote, host)).toEqual([
      { name: 'react', required: '^19.4.0', provided: '19.3.1', message: 'remote_reading needs react ^19.4.0: the host provides 19.3.1' },
      {
        name: 'react-dom',
        required: '^19.3.1',
        provided: null,
        message: 'remote_reading needs react-dom ^19.3.1: the host does not provide it',
      },
    ]);
  });

  it('ignores the remote-only singletons and what a remote does not share', () => {
    const remote = manifest('remote_games', { '@tanstack/react-query': '9.0.0', '@portal/shared/query': '1.0.0' });
    expect(incompatibleSingletons(remote, HOST)).toEqual([]);
  });

  it('a remote without a stated range needs its own version or newer in that major', () => {
    const remote = manifest('remote_games', { '@portal/shared': '1.5.0' });
    delete (remote.shared[0] as { requiredVersion?: string }).requiredVersion;
    expect(incompatibleSingletons(remote, HOST)).toMatchObject([{ required: '^1.5.0', provided: '1.2.0' }]);
  });

  it('a range that is not one is reported, not thrown', () => {
    const remote = manifest('remote_games', { '@portal/shared': '1.0.0' });
    (remote.shared[0] as { requiredVersion: string }).requiredVersion = 'workspace:*';
    expect(incompatibleSingletons(remote, HOST)[0]?.message).toBe(
      'remote_games needs @portal/shared workspace:*: "workspace:*" is not a version range',
    );
  });

  it('something that is not a federation manifest is an error naming which one', () => {
    expect(() => incompatibleSingletons({ name: 'remote_games' }, HOST)).toThrow('the remote manifest has no "shared" list');
    expect(() => incompatibleSingletons(manifest('remote_games', {}), null)).toThrow('the host manifest has no "shared" list');
  });
});
