import type { ReactNode } from 'react';
import { Link } from '@portal/shared';
import type { BookCard } from '@portal/shared/types';
import { kindLabel, sizeLabel } from '../lib/format';
import { BookCover } from './book-cover';
import './book-row.css';

/** A book in a list: cover, title, author · kind · size, tags, and a line the list chooses (summary, progress). */
export function BookRow({
  book,
  line,
  badge,
  actions,
  to,
}: {
  book: BookCard;
  line?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
  to?: string;
}) {
  return (
    <article className="pr-book-row" data-testid="book-row" data-book-id={book.id}>
      <Link to={to ?? `/bookinfo/${book.id}`} className="pr-book-row__link">
        <BookCover book={book} size="sm" />
        <span className="pr-book-row__body">
          <span className="pr-book-row__title">
            <span className="pr-book-row__name">{book.title}</span>
            {badge}
          </span>
          <span className="pr-book-row__meta">
            {book.author} · {kindLabel(book.kind)} · {sizeLabel(book)}
          </span>
          <span className="pr-book-row__line">{line ?? book.summary}</span>
          {book.tags.length > 0 ? (
            <span className="pr-book-row__tags">
              {book.tags.slice(0, 3).map((tag) => (
                <span key={tag} className="pr-book-row__tag">
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
      {actions ? <div className="pr-book-row__actions">{actions}</div> : null}
    </article>
  );
}
