import { useId } from 'react';
import './logo.css';

/**
 * The portal's logo (spec §2 static images), drawn inline rather than as an `<img>` of an SVG
 * file: every SVG image is a separate document the browser must build, style and lay out, with
 * its own font lookups for the word, before the page's first frame (issue 17: 20–35 ms of the
 * main thread in traces of the home page on this machine). Inline, it is part of the page's one
 * layout and its word uses the page's font.
 *
 * Size it with CSS: a height alone keeps the logo's proportions. Given a box narrower than the
 * logo, it keeps the mark at the left and crops the word (the header on a phone).
 */
export function Logo({ className, label, testId }: { className?: string; label?: string; testId?: string }) {
  // Inline SVG ids are the document's: each logo on a page needs its own gradient id.
  const gradientId = `pt-logo-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={className ? `pt-logo ${className}` : 'pt-logo'}
      viewBox="0 0 132 36"
      preserveAspectRatio="xMinYMid slice"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid={testId}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6cc4ff" />
          <stop offset="1" stopColor="#1c8fe0" />
        </linearGradient>
      </defs>
      <rect x="1" y="3" width="40" height="30" rx="10" fill={`url(#${gradientId})`} />
      <path d="M10 18h8M14 14v8" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="28" cy="15" r="2.6" fill="#fff" />
      <circle cx="32" cy="21" r="2.6" fill="#fff" />
      <text x="50" y="25" className="pt-logo__word">
        X游戏
      </text>
    </svg>
  );
}
