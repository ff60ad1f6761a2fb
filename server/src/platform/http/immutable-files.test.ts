import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, ImmutableFiles } from './immutable-files';

const dir = mkdtempSync(path.join(tmpdir(), 'immutable-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server answering /<name> from `dir` through ImmutableFiles, and 404 (with how often it looked) otherwise. */
function serve(files = new ImmutableFiles()): { app: FastifyInstance; located: string[] } {
  const app = Fastify();
  const located: string[] = [];
  app.get('/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const kept = await files.get(name, async () => {
      located.push(name);
      return { path: path.join(dir, name) };
    });
    return kept ? files.send(request, reply, kept) : reply.code(404).send('not kept');
  });
  return { app, located };
}

function write(name: string, content: string | Buffer): void {
  writeFileSync(path.join(dir, name), content);
}

describe('ImmutableFiles', () => {
  it('sends the twin the client accepts, the plain file otherwise, as a year-long immutable file with its type', async () => {
    write('main.0a1b2c3d.js', 'console.log("main")');
    write('main.0a1b2c3d.js.br', brotliCompressSync('console.log("main")'));
    write('main.0a1b2c3d.js.gz', gzipSync('console.log("main")'));
    const { app } = serve();

    const brotli = await app.inject({ url: '/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("main")');
    expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(brotli.headers.vary).toBe('accept-encoding');

    const gzip = await app.inject({ url: '/main.0a1b2c3d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ url: '/main.0a1b2c3d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("main")');
    expect(plain.headers['content-length']).toBe(String('console.log("main")'.length));
  });

  it('reads a file once: later answers come from memory, even after the disk changes', async () => {
    write('logo.11223344.svg', '<svg>first</svg>');
    const { app, located } = serve();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/logo.11223344.svg' })));
    expect(answers.map((answer) => answer.body)).toEqual(['<svg>first</svg>', '<svg>first</svg>', '<svg>first</svg>']);
    expect(answers[0]!.headers['content-type']).toBe('image/svg+xml');
    // A content-hashed name never changes its bytes: what is on the disk now is not looked at again.
    write('logo.11223344.svg', '<svg>second</svg>');
    expect((await app.inject({ url: '/logo.11223344.svg' })).body).toBe('<svg>first</svg>');
    expect(located).toEqual(['logo.11223344.svg']);
  });

  it('does not remember a missing file, so one that appears later (a deploy) is served', async () => {
    const { app } = serve();
    expect((await app.inject({ url: '/late.55667788.js' })).statusCode).toBe(404);
    write('late.55667788.js', 'late');
    const late = await app.inject({ url: '/late.55667788.js' });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('late');
  });

  it('answers 304 to a client that already has the file, and names its validator on every answer', async () => {
    write('chunk.99aabbcc.js', 'chunk');
    const { app } = serve();
    const first = await app.inject({ url: '/chunk.99aabbcc.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(first.headers['last-modified']).toEqual(expect.any(String));
    const again = await app.inject({ url: '/chunk.99aabbcc.js', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({ url: '/chunk.99aabbcc.js', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('keeps an empty file too', async () => {
    write('empty.12121212.css', '');
    const { app, located } = serve();
    const answers = [await app.inject({ url: '/empty.12121212.css' }), await app.inject({ url: '/empty.12121212.css' })];
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [200, ''],
      [200, ''],
    ]);
    expect(located).toEqual(['empty.12121212.css']);
  });

  it('keeps no file bigger than its limit, nor a folder', async () => {
    write('big.0f0f0f0f.js', 'x'.repeat(2000));
    const { app } = serve(new ImmutableFiles({ maxFileBytes: 1000 }));
    expect((await app.inject({ url: '/big.0f0f0f0f.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.' })).statusCode).toBe(404);
  });

  it('leaves a Range request to the disk', () => {
    const request = (headers: Record<string, string>) => ({ headers }) as Parameters<typeof ImmutableFiles.accepts>[0];
    expect(ImmutableFiles.accepts(request({}))).toBe(true);
    expect(ImmutableFiles.accepts(request({ range: 'bytes=0-99' }))).toBe(false);
  });
});
