import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * A remote team's own static server: serves one remote build with CORS, the way a CDN would.
 * Tests stop and restart it to see the portal survive a remote going down.
 */
export interface StaticServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export function startStaticServer(dir: string, port: number): Promise<StaticServer> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
