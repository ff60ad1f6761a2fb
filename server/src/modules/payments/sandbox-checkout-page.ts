/** The HTML of the sandbox checkout (a page of the provider, not of the portal's app). */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;

const STATUS_TEXT: Record<string, string> = { pending: '待支付', paid: '已支付', cancelled: '已取消', expired: '已过期' };

function page(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>沙箱支付</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eaf4ff;color:#1f3b57}
.card{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(30,110,200,.12)}
h1{font-size:20px;color:#1e6ec8;margin:0 0 8px}.note{background:#d8ebff;border-radius:8px;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#6b87a3}dd{margin:0}
.buttons{display:flex;gap:12px;margin-top:20px}form{flex:1}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px}
.pay{background:#3b9bff;color:#fff}.cancel{background:#e3eef9;color:#1f3b57}
</style></head><body><div class="card"><h1>沙箱支付</h1>${body}</div></body></html>`;
}

export interface CheckoutView {
  orderNo: string;
  title: string;
  amountCents: number;
  coins: number;
  status: string;
  ttlMinutes: number;
  /** Where 确认支付 and 取消支付 post (the page's own link). */
  action: string;
}

export function checkoutPage(view: CheckoutView): string {
  const buttons =
    view.status === 'pending'
      ? `<div class="buttons"><form method="post" action="${view.action}/confirm"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${view.action}/cancel"><button class="cancel" type="submit">取消支付</button></form></div>`
      : `<p>该订单${STATUS_TEXT[view.status]}，无需支付。</p><p><a href="/recharge?order=${encodeURIComponent(view.orderNo)}">返回充值页</a></p>`;
  return page(`<p class="note">这是沙箱支付（测试环境），不会产生真实扣款，不涉及真实资金。</p>
<dl><dt>订单号</dt><dd>${escapeHtml(view.orderNo)}</dd><dt>商品</dt><dd>${escapeHtml(view.title)}</dd>
<dt>金额</dt><dd>${yuan(view.amountCents)}</dd><dt>到账</dt><dd>${view.coins} X钻</dd>
<dt>状态</dt><dd>${STATUS_TEXT[view.status]}</dd><dt>有效期</dt><dd>下单后 ${view.ttlMinutes} 分钟内</dd></dl>${buttons}`);
}

/** Unknown order, or a link that is not the buyer's (or whose session ended): one answer for both. */
export function invalidLinkPage(): string {
  return page('<p>支付链接无效或已失效（订单不存在，或下单的登录已退出）。</p><p><a href="/recharge">返回充值页重新下单</a></p>');
}
