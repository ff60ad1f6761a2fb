import type { BookCard, BookStatus } from '@portal/shared/types';

/** How the reading section words numbers and states. */
export const STATUS_LABEL: Record<BookStatus, string> = { ongoing: '连载', finished: '完结' };

/** 12.3万字 / 3,456字 for novels, 120页 for comics. */
export function sizeLabel(book: Pick<BookCard, 'kind' | 'size'>): string {
  if (book.kind === 'comic') return `${book.size}页`;
  if (book.size >= 10_000) return `${(book.size / 10_000).toFixed(1).replace(/\.0$/, '')}万字`;
  return `${book.size}字`;
}

export const kindLabel = (kind: BookCard['kind']) => (kind === 'comic' ? '漫画' : '小说');

export function chapterLabel(index: number, title: string): string {
  return title.startsWith('第') ? title : `第${index}章 ${title}`;
}
