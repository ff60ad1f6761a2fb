import { cutHostTemplate, HEAD_MARKER, ROOT_END, ROOT_START, writeHostPage } from './host-page';

const template = `<html><head><title>X游戏</title>${HEAD_MARKER}</head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script src="/main.js"></script></body></html>`;

describe('the host page written from its cut template', () => {
  it('puts the head at the marker and keeps the boot shell for a client-rendered page', () => {
    const page = writeHostPage(cutHostTemplate(template, 'v1'), {
      head: ['<script>a</script>', Buffer.from('<link rel="preload">')],
    }).toString();
    expect(page).toBe(
      `<html><head><title>X游戏</title><script>a</script><link rel="preload"></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script src="/main.js"></script></body></html>`,
    );
  });

  it('replaces the boot shell with the server-rendered markup', () => {
    const page = writeHostPage(cutHostTemplate(template, 'v1'), { head: ['<meta>'], root: Buffer.from('<main>首页</main>') }).toString();
    expect(page).toBe(
      '<html><head><title>X游戏</title><meta></head><body><div id="root"><main>首页</main></div><script src="/main.js"></script></body></html>',
    );
  });

  it('fills both places in the order the file has them (the host puts its head content at the end of <body>)', () => {
    const bodyHead = `<html><head></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div>${HEAD_MARKER}</body></html>`;
    const cut = cutHostTemplate(bodyHead, 'v1');
    expect(cut.hasRoot).toBe(true);
    expect(writeHostPage(cut, { head: ['<script>a</script>'], root: Buffer.from('<main>首页</main>') }).toString()).toBe(
      '<html><head></head><body><div id="root"><main>首页</main></div><script>a</script></body></html>',
    );
    expect(writeHostPage(cut, { head: ['<script>a</script>'] }).toString()).toBe(
      `<html><head></head><body><div id="root">${ROOT_START}<p>加载中…</p>${ROOT_END}</div><script>a</script></body></html>`,
    );
  });

  it("links a server render's stylesheets at the end of <head>, so its first paint is styled", () => {
    const cut = cutHostTemplate(template, 'v1');
    expect(
      writeHostPage(cut, {
        head: ['<meta>'],
        root: Buffer.from('<main>首页</main>'),
        styles: '<link rel="stylesheet" href="/home.css">',
      }).toString(),
    ).toBe(
      '<html><head><title>X游戏</title><meta><link rel="stylesheet" href="/home.css"></head><body><div id="root"><main>首页</main></div><script src="/main.js"></script></body></html>',
    );
  });

  it('tolerates a template without the head marker (before </head>) or without the root markers (no place for a render)', () => {
    const plain = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const cut = cutHostTemplate(plain, 'v1');
    expect(cut.hasRoot).toBe(false);
    expect(writeHostPage(cut, { head: ['<meta>'], root: Buffer.from('<main>首页</main>') }).toString()).toBe(
      '<html><head><title>t</title><meta></head><body><div id="root"></div></body></html>',
    );
  });

  it("writes the page's own document title into <title>, escaped, and keeps the file's without one", () => {
    const cut = cutHostTemplate(template, 'v1');
    expect(writeHostPage(cut, { head: ['<meta>'], title: '测试门户 | 玩家评价' }).toString()).toContain(
      '<title>测试门户 | 玩家评价</title><meta>',
    );
    expect(writeHostPage(cut, { head: [], title: '</title><script>x</script>&' }).toString()).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;&amp;</title>',
    );
    expect(writeHostPage(cut, { head: [] }).toString()).toContain('<title>X游戏</title>');
    // A <title> outside <head> (an SVG's, say) is not the document's.
    const svgOnly = cutHostTemplate('<html><head></head><body><svg><title>图标</title></svg></body></html>', 'v1');
    expect(writeHostPage(svgOnly, { head: [], title: '新标题' }).toString()).toBe(
      '<html><head></head><body><svg><title>图标</title></svg></body></html>',
    );
  });
});
