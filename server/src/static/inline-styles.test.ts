import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  hostStyleSheetReader,
  inlinableCss,
  inlineLinkedStyleSheets,
  remoteStyleSheetReader,
  StyleSheetTexts,
  styleSheetMarkup,
} from './inline-styles';
import { staticLayout } from './layout';

describe('a stylesheet written into the page', () => {
  it("resolves relative url()s against the stylesheet's own URL, since the page's is another (/detail/42)", () => {
    const css = [
      '.a{background:url(../media/logo.svg)}',
      ".b{background:url('img/x.png?v=2#frag')}",
      '.c{background:url( "./y.webp" )}',
      '.d{background:url(/media/z.png)}',
      '.e{background:url(data:image/png;base64,AAAA)}',
      '.f{background:url(https://cdn.example.com/q.png)}',
      '.g{filter:url(#blur)}',
    ].join('');
    expect(inlinableCss(css, '/remotes/games/static/css/home.1a2b3c4d.css')).toBe(
      [
        '.a{background:url(/remotes/games/static/media/logo.svg)}',
        ".b{background:url('/remotes/games/static/css/img/x.png?v=2#frag')}",
        '.c{background:url("/remotes/games/static/css/y.webp")}',
        '.d{background:url(/media/z.png)}',
        '.e{background:url(data:image/png;base64,AAAA)}',
        '.f{background:url(https://cdn.example.com/q.png)}',
        '.g{filter:url(#blur)}',
      ].join(''),
    );
    // A stylesheet on another origin keeps its urls on that origin.
    expect(inlinableCss('.a{background:url(a.png)}', 'https://cdn.example.com/g/home.css')).toBe(
      '.a{background:url(https://cdn.example.com/g/a.png)}',
    );
  });

  it('is left linked when its text could close the <style> element or imports another file', () => {
    expect(inlinableCss('.a{content:"</style><script>alert(1)</script>"}', '/a.css')).toBeUndefined();
    expect(inlinableCss('.a{content:"</STYLE "}', '/a.css')).toBeUndefined();
    expect(inlinableCss('@import "b.css";.a{color:red}', '/a.css')).toBeUndefined();
  });

  it('is followed by a disabled link, which the chunk loader finds and the browser does not fetch; unread, it stays a plain link', () => {
    expect(styleSheetMarkup({ href: '/remotes/games/home.css', css: '.a{color:red}' })).toBe(
      '<style data-href="/remotes/games/home.css">.a{color:red}</style><link rel="stylesheet" href="/remotes/games/home.css" disabled>',
    );
    expect(styleSheetMarkup({ href: 'https://cdn.example.com/a.css?x="1"' })).toBe(
      '<link rel="stylesheet" href="https://cdn.example.com/a.css?x=&quot;1&quot;">',
    );
  });
});

describe("the route pages' stylesheets", () => {
  it('are read once per URL (the name carries the content hash); a failed read is tried again next time', async () => {
    const reads: string[] = [];
    let missing = true;
    const sheets = new StyleSheetTexts(async (href) => {
      reads.push(href);
      if (href === '/late.css' && missing) return undefined;
      if (href === '/broken.css') throw new Error('EIO');
      return `.x{content:"${href}"}`;
    });
    expect(await sheets.read(['/home.css', '/late.css', '/broken.css'])).toEqual([
      { href: '/home.css', css: '.x{content:"/home.css"}' },
      { href: '/late.css', css: undefined },
      { href: '/broken.css', css: undefined },
    ]);
    missing = false;
    expect(await sheets.read(['/home.css', '/late.css'])).toEqual([
      { href: '/home.css', css: '.x{content:"/home.css"}' },
      { href: '/late.css', css: '.x{content:"/late.css"}' },
    ]);
    expect(reads).toEqual(['/home.css', '/late.css', '/broken.css', '/late.css']);
  });

  it("come from the remote's files this server sends, and never from another origin or outside the remote's folder", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'));
    mkdirSync(path.join(root, 'remote-games/dist/static/css'), { recursive: true });
    writeFileSync(path.join(root, 'remote-games/dist/static/css/home.1a2b3c4d.css'), '.home{display:grid}');
    writeFileSync(path.join(root, 'remote-games/dist/secret.txt'), 'not css');
    const read = remoteStyleSheetReader(staticLayout(root), 'https://portal.example.com');
    expect(await read('/remotes/games/static/css/home.1a2b3c4d.css')).toBe('.home{display:grid}');
    expect(await read('https://portal.example.com/remotes/games/static/css/home.1a2b3c4d.css?v=1')).toBe('.home{display:grid}');
    expect(await read('https://cdn.example.com/remotes/games/static/css/home.1a2b3c4d.css')).toBeUndefined();
    expect(await read('/remotes/games/secret.txt')).toBeUndefined();
    expect(await read('/remotes/games/static/../../../../etc/passwd.css')).toBeUndefined();
    expect(await read('/remotes/games/static/css/gone.css')).toBeUndefined();
  });
});

describe("the host's own stylesheets", () => {
  it('are written into its index.html; a link to a file that is not there stays a link', async () => {
    const hostDir = mkdtempSync(path.join(os.tmpdir(), 'inline-host-'));
    writeFileSync(path.join(hostDir, 'main.1a2b3c4d.css'), 'body{margin:0}');
    const html =
      '<head><link href="/favicon.svg" rel="icon"><link href="/main.1a2b3c4d.css" rel="stylesheet">' +
      '<link rel="stylesheet" href="/gone.9f9f9f9f.css"><link rel="stylesheet" href="/../outside.css"></head>';
    expect(await inlineLinkedStyleSheets(html, hostStyleSheetReader(hostDir))).toBe(
      '<head><link href="/favicon.svg" rel="icon">' +
        '<style data-href="/main.1a2b3c4d.css">body{margin:0}</style><link rel="stylesheet" href="/main.1a2b3c4d.css" disabled>' +
        '<link rel="stylesheet" href="/gone.9f9f9f9f.css"><link rel="stylesheet" href="/../outside.css"></head>',
    );
  });
});
