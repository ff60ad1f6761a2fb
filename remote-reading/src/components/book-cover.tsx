import { EncryptedImage } from '@portal/shared';
import type { BookCard } from '@portal/shared/types';
import { STATUS_LABEL } from '../lib/format';
import './book-cover.css';

/** A book's cover (decrypted when it is an `.enc` file), 3:4, with its status in the corner. */
export function BookCover({
  book,
  size = 'md',
  eager = false,
}: {
  book: Pick<BookCard, 'cover' | 'title' | 'status'>;
  size?: 'sm' | 'md' | 'lg';
  eager?: boolean;
}) {
  return (
    <span className={`pr-cover pr-cover--${size}`}>
      <EncryptedImage
        src={book.cover}
        alt={`《${book.title}》封面`}
        className="pr-cover__image"
        loading={eager ? 'eager' : 'lazy'}
        draggable={false}
      />
      <span className={`pr-cover__status pr-cover__status--${book.status}`}>{STATUS_LABEL[book.status]}</span>
    </span>
  );
}
