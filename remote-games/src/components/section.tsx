import type { ReactNode } from 'react';
import { Link } from '@portal/shared';
import { Button } from '@portal/shared';
import './common.css';
import './page.css';

/** A titled white block of a page, with an optional 更多 link. */
export function Section({
  title,
  more,
  children,
  className,
  testId,
}: {
  title: string;
  more?: { to: string; label?: string };
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`pg-section${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="pg-section__head">
        <h2 className="pg-section__title">{title}</h2>
        {more ? (
          <Link to={more.to} className="pg-section__more">
            {more.label ?? '更多'} ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A section's own small error line with 重试 (the rest of the page keeps working). */
export function InlineError({ onRetry, text = '加载失败' }: { onRetry: () => void; text?: string }) {
  return (
    <div className="pg-inline-error" role="alert">
      <span>{text}</span>
      <Button size="sm" variant="ghost" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
