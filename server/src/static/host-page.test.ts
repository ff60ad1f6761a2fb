import { cutHostTemplate, HEAD_MARKER, ROOT_END, ROOT_START, writeHostPage } from './host-page';

const template = `<html><head><title>X游戏</title>${HEAD_MARKER}</head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script src="/main.js"></script></body></html>`;

describe('the host page written from its cut template', () => {
  it('puts the head at the marker and keeps the boot shell for a client-rendered page', () => {
    const page = writeHostPage(cutHostTemplate(template, 'v1'), ['<script>a</script>', Buffer.from('<link rel="preload">')]).toString();
    expect(page).toBe(
      `<html><head><title>X游戏</title><script>a</script><link rel="preload"></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script src="/main.js"></script></body></html>`,
    );
  });

  it('replaces the boot shell with the server-rendered markup', () => {
    const page = writeHostPage(cutHostTemplate(template, 'v1'), ['<meta>'], Buffer.from('<main>首页</main>')).toString();
    expect(page).toBe(
      '<html><head><title>X游戏</title><meta></head><body><div id="root"><main>首页</main></div><script src="/main.js"></script></body></html>',
    );
  });

  it('fills both places in the order the file has them (the host puts its head content at the end of <body>)', () => {
    const bodyHead = `<html><head></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div>${HEAD_MARKER}</body></html>`;
    const cut = cutHostTemplate(bodyHead, 'v1');
    expect(cut.hasRoot).toBe(true);
    expect(writeHostPage(cut, ['<script>a</script>'], Buffer.from('<main>首页</main>')).toString()).toBe(
      '<html><head></head><body><div id="root"><main>首页</main></div><script>a</script></body></html>',
    );
    expect(writeHostPage(cut, ['<script>a</script>']).toString()).toBe(
      `<html><head></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script>a</script></body></html>`,
    );
  });

  it("links a server render's stylesheets at the end of <head>, so its first paint is styled", () => {
    const cut = cutHostTemplate(template, 'v1');
    expect(writeHostPage(cut, ['<meta>'], Buffer.from('<main>首页</main>'), '<link rel="stylesheet" href="/home.css">').toString()).toBe(
      '<html><head><title>X游戏</title><meta><link rel="stylesheet" href="/home.css"></head><body><div id="root"><main>首页</main></div><script src="/main.js"></script></body></html>',
    );
  });

  it('tolerates a template without the head marker (before </head>) or without the root markers (no place for a render)', () => {
    const plain = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const cut = cutHostTemplate(plain, 'v1');
    expect(cut.hasRoot).toBe(false);
    expect(writeHostPage(cut, ['<meta>'], Buffer.from('<main>首页</main>')).toString()).toBe(
      '<html><head><title>t</title><meta></head><body><div id="root"></div></body></html>',
    );
  });
});
