/**
 * A stand-in for Alipay's mobile web payment on a local port, playing both of Alipay's parts:
 *  - the gateway the buyer's browser opens (GET /gateway.do?…): it checks the request as Alipay
 *    does — app_id, method, charset, sign_type RSA2, version, timestamp, the RSA2 signature with
 *    the application's PUBLIC key (sorted `k=v&…` of every non-empty parameter but sign), the
 *    biz_content fields — and shows its cashier, or an error page naming Alipay's error code;
 *  - the asynchronous notification: once "paid", it POSTs the trade's fields form-encoded to
 *    notify_url, signed with ALIPAY's private key over every parameter but sign and sign_type,
 *    and reads the plain-text answer (`success` ends Alipay's retries).
 * The signing here is written from Alipay's documentation apart from the product's code.
 */
import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomInt } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AlipayTrade {
  /** The request's parameters as the gateway received them. */
  params: Record<string, string>;
  /** biz_content, parsed. */
  biz: Record<string, string>;
  tradeNo: string;
}

export interface GatewayVisit {
  /** null when Alipay showed its cashier; otherwise the error code of its error page. */
  error: string | null;
  html: string;
}

export interface FakeAlipay {
  /** ALIPAY_GATEWAY. */
  readonly gateway: string;
  /** Trades opened through the gateway, by out_trade_no. */
  readonly trades: Map<string, AlipayTrade>;
  /** The buyer's browser opens a payUrl (as the recharge page does) and sees Alipay's page. */
  visit(payUrl: string): Promise<GatewayVisit>;
  /** The fields of Alipay's TRADE_SUCCESS notification for an opened trade, paid now. */
  paidNotice(outTradeNo: string, overrides?: Record<string, string>): Record<string, string>;
  /** Signs fields as Alipay does (with another key to forge) and POSTs them to the trade's notify_url; the answer text. */
  notify(
    outTradeNo: string,
    fields: Record<string, string>,
    options?: { signWith?: KeyObject; tamper?: (body: string) => string },
  ): Promise<string>;
  /** The buyer pays: the notification Alipay sends, and its answer. Refused like Alipay after time_expire. */
  pay(outTradeNo: string): Promise<string>;
  close(): Promise<void>;
}

/** Key pairs made for one test run: the application's (the merchant's) and Alipay's own. */
export function alipayTestKeys() {
  const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { appId: '2021004112345678', app: rsa(), alipay: rsa() };
}
export type AlipayTestKeys = ReturnType<typeof alipayTestKeys>;

/**
 * The variables of PAYMENT_PROVIDER=alipay for these keys, in the forms Alipay's key tool
 * prints: the private key as bare base64 PKCS#1 ("non-Java"), Alipay's public key as bare base64 SPKI.
 */
export function alipayEnv(keys: AlipayTestKeys, gateway: string): Record<string, string> {
  const bare = (der: Buffer) => der.toString('base64');
  return {
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: keys.appId,
    ALIPAY_PRIVATE_KEY: bare(keys.app.privateKey.export({ format: 'der', type: 'pkcs1' })),
    ALIPAY_PUBLIC_KEY: bare(keys.alipay.publicKey.export({ format: 'der', type: 'spki' })),
    ALIPAY_GATEWAY: gateway,
  };
}

const BEIJING_MS = 8 * 3_600_000;
const beijing = (at: Date) => new Date(at.getTime() + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
const fromBeijing = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

function content(params: Record<string, string>, leaveOut: string[], skipEmpty: boolean): string {
  const names = Object.keys(params).filter((name) => !leaveOut.includes(name) && !(skipEmpty && !params[name]));
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return names.map((name) => `${name}=${params[name]}`).join('&');
}

export async function startFakeAlipay(options: {
  appId: string;
  /** The application's public key (the merchant uploads it to Alipay). */
  appPublicKey: KeyObject;
  /** Alipay's own private key (its public half is ALIPAY_PUBLIC_KEY). */
  alipayPrivateKey: KeyObject;
  /** Where a notify_url's host is reached (a DNS stand-in: PUBLIC_URL's origin → the test server). */
  resolve: (notifyUrl: string) => string;
  now?: () => Date;
}): Promise<FakeAlipay> {
  const now = options.now ?? (() => new Date());
  const trades = new Map<string, AlipayTrade>();

  function check(query: URLSearchParams): { error: string | null; outTradeNo: string | null } {
    // Alipay's gateway reads the query as a form (a + is a space), as URLSearchParams does.
    const params: Record<string, string> = {};
    for (const [name, value] of query) params[name] = value;
    let biz: Record<string, string> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, string>;
    } catch {
      return { error: 'invalid-biz-content', outTradeNo: null };
    }
    const outTradeNo = biz.out_trade_no ?? null;
    if (params.app_id !== options.appId) return { error: 'invalid-app-id', outTradeNo };
    if (params.method !== 'alipay.trade.wap.pay') return { error: 'invalid-method', outTradeNo };
    if (params.charset?.toLowerCase() !== 'utf-8') return { error: 'invalid-charset', outTradeNo };
    if (params.sign_type !== 'RSA2') return { error: 'invalid-signature-type', outTradeNo };
    if (params.version !== '1.0') return { error: 'invalid-parameter', outTradeNo };
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '')) return { error: 'invalid-timestamp', outTradeNo };
    const signed = createVerify('RSA-SHA256').update(content(params, ['sign'], true), 'utf8');
    if (!params.sign || !signed.verify(options.appPublicKey, params.sign, 'base64')) return { error: 'invalid-signature', outTradeNo };
    if (!outTradeNo || !biz.subject || biz.product_code !== 'QUICK_WAP_WAY') return { error: 'missing-required-arguments', outTradeNo };
    if (!/^\d+\.\d{2}$/.test(biz.total_amount ?? '') || Number(biz.total_amount) < 0.01)
      return { error: 'invalid-total-amount', outTradeNo };
    if (biz.time_expire && fromBeijing(biz.time_expire).getTime() <= now().getTime()) return { error: 'TRADE_HAS_CLOSE', outTradeNo };
    if (!/^https?:\/\//.test(params.notify_url ?? '') || !/^https?:\/\//.test(params.return_url ?? '')) {
      return { error: 'invalid-parameter', outTradeNo };
    }
    const existing = trades.get(outTradeNo);
    trades.set(outTradeNo, { params, biz, tradeNo: existing?.tradeNo ?? `2024${String(randomInt(1e9)).padStart(24, '0')}` });
    return { error: null, outTradeNo };
  }

  function page(response: ServerResponse, body: string) {
    response.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
    response.end(`<!doctype html><html><head><meta charset="utf-8"><title>支付宝</title></head><body>${body}</body></html>`);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://alipay.invalid');
    if (request.method !== 'GET' || url.pathname !== '/gateway.do') return page(response, '<p>错误代码：invalid-request</p>');
    const { error, outTradeNo } = check(url.searchParams);
    if (error) return page(response, `<h1>支付宝</h1><p>抱歉，该笔订单无法支付。</p><p>错误代码：${error}</p>`);
    const trade = trades.get(outTradeNo!)!;
    return page(response, `<h1>支付宝收银台</h1><p>${trade.biz.subject}</p><p>¥${trade.biz.total_amount}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;

  function tradeOf(outTradeNo: string): AlipayTrade {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo} was opened at the fake gateway`);
    return trade;
  }

  const fake: FakeAlipay = {
    gateway,
    trades,
    async visit(payUrl) {
      const html = await (await fetch(payUrl)).text();
      return { error: /错误代码：([\w-]+)/.exec(html)?.[1] ?? null, html };
    },
    paidNotice(outTradeNo, overrides = {}) {
      const trade = tradeOf(outTradeNo);
      const at = beijing(now());
      const amount = trade.biz.total_amount!;
      return {
        gmt_create: at,
        charset: 'utf-8',
        seller_email: 'shop@example.com',
        subject: trade.biz.subject!,
        buyer_id: '2088102177846880',
        invoice_amount: amount,
        notify_id: `2024${String(randomInt(1e9))}`,
        fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
        notify_type: 'trade_status_sync',
        trade_status: 'TRADE_SUCCESS',
        receipt_amount: amount,
        app_id: trade.params.app_id!,
        buyer_pay_amount: amount,
        seller_id: '2088102177649450',
        gmt_payment: at,
        notify_time: at,
        version: '1.0',
        out_trade_no: outTradeNo,
        total_amount: amount,
        trade_no: trade.tradeNo,
        auth_app_id: trade.params.app_id!,
        buyer_logon_id: 'buy***@example.com',
        point_amount: '0.00',
        ...overrides,
      };
    },
    async notify(outTradeNo, fields, notifyOptions = {}) {
      const trade = tradeOf(outTradeNo);
      const signer = createSign('RSA-SHA256').update(content(fields, ['sign', 'sign_type'], false), 'utf8');
      const signedFields = {
        ...fields,
        sign_type: 'RSA2',
        sign: signer.sign(notifyOptions.signWith ?? options.alipayPrivateKey, 'base64'),
      };
      let body = new URLSearchParams(signedFields).toString();
      if (notifyOptions.tamper) body = notifyOptions.tamper(body);
      const response = await fetch(options.resolve(trade.params.notify_url!), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body,
      });
      return response.text();
    },
    async pay(outTradeNo) {
      const trade = tradeOf(outTradeNo);
      if (trade.biz.time_expire && fromBeijing(trade.biz.time_expire).getTime() <= now().getTime()) {
        throw new Error(`trade ${outTradeNo} is closed (time_expire ${trade.biz.time_expire}): Alipay takes no payment`);
      }
      return fake.notify(outTradeNo, fake.paidNotice(outTradeNo));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
