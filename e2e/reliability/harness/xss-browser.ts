import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../harness/browser';
import type { XssAccount } from './xss-world';

/**
 * The browser side of the XSS suite: phone-sized contexts that report every execution of a
 * sample — a call of `__xss(id)` from any frame or page of the context (a Playwright binding)
 * or an alert/confirm/prompt — whether or not the server's Content-Security-Policy applies.
 *
 * CSP violation reports are not counted: DOMPurify parses the dirty HTML in an inert document
 * of the page's window, and Chromium reports a `script-src-attr` violation for every inline
 * handler in it although nothing there can run. The pass with the CSP bypassed is what proves
 * the sanitising.
 */
export interface XssPass {
  name: string;
  bypassCSP: boolean;
}

export interface XssFinding {
  pass: string;
  url: string;
  detail: string;
}

export interface XssObservations {
  /** Samples that ran: the id they reported, or the dialog text. */
  executions: (XssFinding & { vector: number | null })[];
  /** Markup that could run if activated: on* attributes, javascript:/data: links, frames, <base>, <meta refresh>. */
  leftovers: XssFinding[];
}

export function emptyObservations(): XssObservations {
  return { executions: [], leftovers: [] };
}

/**
 * Keeps the start-up bulletin away except on pages that ask for it (`?xss-bulletin`), as a
 * player who ticked 今日不再显示 would (runs in every document before the page's scripts).
 */
function bulletinOnlyWhenAsked() {
  if (/[?&]xss-bulletin\b/.test(window.location.search)) return;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function patched(this: Storage, key: string) {
    const value = getItem.call(this, key);
    return value === null && /_notShowBulletin$/.test(key) ? String(Date.now()) : value;
  };
}

export interface XssContext {
  context: BrowserContext;
  /** A new tab of the context, watched for dialogs. */
  newPage(): Promise<Page>;
}

export async function openXssContext(
  browser: Browser,
  pass: XssPass,
  viewer: XssAccount,
  observations: XssObservations,
): Promise<XssContext> {
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: pass.bypassCSP });
  await context.exposeBinding('__xss', ({ page }, id: unknown) => {
    observations.executions.push({
      pass: pass.name,
      url: page?.url() ?? '(unknown page)',
      vector: Number(id),
      detail: `__xss(${String(id)})`,
    });
  });
  await context.addInitScript(bulletinOnlyWhenAsked);
  await context.addInitScript((value) => window.localStorage.setItem('portal_account', value), JSON.stringify(viewer));
  // Every page of the context, popups included: an alert from any of them is an execution.
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      const id = Number.parseInt(dialog.message(), 10);
      observations.executions.push({
        pass: pass.name,
        url: page.url(),
        vector: Number.isNaN(id) ? null : id,
        detail: `${dialog.type()}(${dialog.message()})`,
      });
      void dialog.dismiss().catch(() => undefined);
    });
  });
  return { context, newPage: () => context.newPage() };
}

/**
 * After the page shows the samples: lets everything a sample could hook settle (images and
 * media finish loading or fail, two frames pass for toggles and animations), then activates
 * what needs a user (clicks links, submits forms) whose URL would run script, settles again,
 * and returns the dangerous markup still in the document.
 */
export async function settleActivateAndInspect(page: Page): Promise<string[]> {
  await page.evaluate(settle);
  await page.evaluate(riskyMarkup, true);
  await page.evaluate(settle);
  return page.evaluate(riskyMarkup, false);
}

// Written without async/await: the test build's target turns those into a helper the page does not have.
function settle(): Promise<void> {
  const busy = () =>
    [...document.images].some((img) => img.loading !== 'lazy' && !img.complete) ||
    [...document.querySelectorAll('video, audio')].some((media) => (media as HTMLMediaElement).networkState === 2);
  return new Promise<void>((resolve) => {
    let checks = 0;
    const check = () => {
      // A page whose media never settles still gets inspected: the bound keeps a broken stream from hanging the suite.
      if (busy() && checks < 100) {
        checks += 1;
        setTimeout(check, 50);
        return;
      }
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    };
    check();
  });
}

/**
 * Markup in the document that runs script or could when a user acts: on* attributes, srcdoc,
 * <base>, <meta http-equiv>, frames, inline scripts but the page's own (marked data-portal; the CSP allows only their hashes), and
 * javascript:/vbscript:/data: URLs where they are navigated to or loaded as a document (an
 * <img src> never runs script). With `activate`, such links are clicked and forms submitted.
 * Runs in the page, so it is self-contained.
 */
function riskyMarkup(activate: boolean): string[] {
  // React 19 replaces a javascript: href with this harmless one; clicking it only throws.
  const reactBlocked = /^javascript:throw new Error\('React has blocked a javascript: URL/;
  const runsScript = (value: string | null) => {
    if (!value || reactBlocked.test(value)) return false;
    // The URL parser drops leading C0 controls and spaces and every tab or newline inside.
    const scheme = [...value]
      .filter((c) => c.charCodeAt(0) > 0x20)
      .join('')
      .toLowerCase();
    return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || /^data:(?!image\/(png|jpe?g|gif|webp|avif))/.test(scheme);
  };
  const urlAttributes = new Set(['href', 'xlink:href', 'action', 'formaction', 'data', 'src', 'background']);
  const documentLoaders = new Set(['a', 'area', 'form', 'button', 'input', 'iframe', 'frame', 'object', 'embed', 'base', 'table', 'td']);
  const html = document.documentElement.namespaceURI;
  const describe = (element: Element, attribute?: Attr) =>
    `<${element.localName}${attribute ? ` ${attribute.name}="${attribute.value.slice(0, 80)}"` : ''}>`;
  const activateElement = (element: Element, attribute: string) => {
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (attribute !== 'action') element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  };

  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') {
        found.push(describe(element, attribute));
      } else if (urlAttributes.has(name) && (documentLoaders.has(element.localName) || element.namespaceURI !== html)) {
        if (!runsScript(attribute.value)) continue;
        found.push(describe(element, attribute));
        if (activate) activateElement(element, name);
      }
    }
  }
  const containers =
    'body base, body meta[http-equiv], body iframe, body frame, body object, body embed, body script:not([src]):not([data-portal])';
  for (const element of document.querySelectorAll(containers)) found.push(describe(element));
  return [...new Set(found)];
}
