import { useEffect, useState, type MouseEvent } from 'react';

/**
 * HTML from the server (news articles, the bulletin) is sanitised by DOMPurify before it is
 * rendered: scripts, event handlers and javascript: URLs never reach the page. DOMPurify is
 * loaded on demand, so pages without server HTML never download it.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}

/**
 * The same-origin path a click on a link inside server HTML leads to, or null for links that
 * leave the site (those keep the browser's own behaviour).
 */
export function internalPathOf(target: EventTarget | null, origin: string): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * `onInternalLink` turns links to the portal's own pages into in-app navigation (no reload, and the
 * caller can close the dialog the HTML sits in).
 */
export function SafeHtml({
  html,
  className,
  onInternalLink,
}: {
  html: string;
  className?: string;
  onInternalLink?: (path: string) => void;
}) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    sanitizeHtml(html).then(
      (value) => current && setClean(value),
      () => current && setClean(''),
    );
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // Safe: sanitised above.
  const onClick = onInternalLink
    ? (event: MouseEvent<HTMLDivElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const path = internalPathOf(event.target, window.location.origin);
        if (path === null) return;
        event.preventDefault();
        onInternalLink(path);
      }
    : undefined;
  // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegation for the links inside, which are focusable and activate with Enter (a click)
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
