import { sanitizeHtml } from './safe-html';

describe('sanitising server HTML', () => {
  it('drops scripts, event handlers and javascript: URLs, keeps the article', async () => {
    const dirty =
      '<h3>版本更新</h3><p onclick="steal()">新角色上线<img src="x.png" onerror="alert(1)"></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">点我</a><a href="https://x.example/">官网</a>';
    const clean = await sanitizeHtml(dirty);
    expect(clean).toContain('<h3>版本更新</h3>');
    expect(clean).toContain('新角色上线');
    expect(clean).toContain('<img src="x.png">');
    expect(clean).toContain('href="https://x.example/"');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });
});
