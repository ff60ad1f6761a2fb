import { useEffect, useState } from 'react';
import { EncryptedImage, Link } from '@portal/shared';
import useEmblaCarousel from 'embla-carousel-react';
import type { BookCard } from '@portal/shared/types';
import './banner-carousel.css';

/** The animation home's banners (embla, swiped by finger): the book's cover art, its title and summary. */
export function BannerCarousel({ books }: { books: BookCard[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: books.length > 1, duration: 30 });
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  return (
    <section className="pr-banner" aria-roledescription="carousel" aria-label="推荐" data-testid="animate-banners">
      <div className="pr-banner__viewport" ref={viewportRef}>
        <div className="pr-banner__track">
          {books.map((book, index) => (
            <div
              key={book.id}
              className="pr-banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${books.length}`}
            >
              <Link to={`/bookinfo/${book.id}`} className="pr-banner__link" tabIndex={index === selected ? 0 : -1}>
                <EncryptedImage src={book.cover} alt="" className="pr-banner__backdrop" draggable={false} />
                <span className="pr-banner__shade" />
                <EncryptedImage src={book.cover} alt={`《${book.title}》封面`} className="pr-banner__cover" draggable={false} />
                <span className="pr-banner__text">
                  <span className="pr-banner__title">{book.title}</span>
                  <span className="pr-banner__summary">{book.summary}</span>
                  <span className="pr-banner__cta">立即阅读 ›</span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {books.length > 1 ? (
        <div className="pr-banner__dots">
          {books.map((book, index) => (
            <button
              key={book.id}
              type="button"
              className={`pr-banner__dot${index === selected ? ' pr-banner__dot--active' : ''}`}
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
