import { useEffect, useState } from 'react';

/**
 * HTML from the server (news articles, the bulletin) is sanitised by DOMPurify before it is
 * rendered: scripts, event handlers and javascript: URLs never reach the page. DOMPurify is
 * loaded on demand, so pages without server HTML never download it.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    sanitizeHtml(html).then((value) => current && setClean(value), () => current && setClean(''));
    return () => {
      current = false;
    };
  }, [html]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  // Safe: sanitised above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
