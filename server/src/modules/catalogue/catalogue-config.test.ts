import { loadConfig } from '../../config';

describe('catalogue settings', () => {
  const cwd = process.cwd();

  it('defaults IMAGE_KEY to the client’s 16-character key and SEED_DEMO to on', () => {
    expect(loadConfig({}, cwd).catalogue).toEqual({ imageKey: 'xgame-image-key!', seedDemo: true });
    expect('xgame-image-key!').toHaveLength(16);
  });

  it('reads IMAGE_KEY and SEED_DEMO=0', () => {
    expect(loadConfig({ IMAGE_KEY: '0123456789abcdef', SEED_DEMO: '0' }, cwd).catalogue).toEqual({ imageKey: '0123456789abcdef', seedDemo: false });
  });

  it.each(['short', '0123456789abcdefg', '密钥密钥密钥密钥密钥密钥密钥密钥'])('refuses IMAGE_KEY %j that is not 16 single-byte characters', (key) => {
    expect(() => loadConfig({ IMAGE_KEY: key }, cwd)).toThrow(/IMAGE_KEY/);
  });
});
