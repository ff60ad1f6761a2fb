import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from '@portal/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { EncryptedImage } from '@portal/shared';
import { EMBLA_DURATION } from '../lib/ui-defaults';
import './banner-carousel.css';

/**
 * A swipeable banner carousel (embla): dots, arrows on wide screens, ~500 ms slide moves (spec §9
 * swipe duration). No autoplay unless a plugin is passed (spec §9 swipe autoplay 0).
 */
/** Embla plugins (e.g. autoplay), typed through the React binding we depend on. */
export type CarouselPlugins = NonNullable<Parameters<typeof useEmblaCarousel>[1]>;

const NO_PLUGINS: CarouselPlugins = [];

export interface BannerSlide {
  key: string;
  src: string;
  alt: string;
  href?: string;
  title?: string;
  subtitle?: string;
}

export interface BannerCarouselProps {
  slides: BannerSlide[];
  plugins?: CarouselPlugins;
  variant?: 'featured' | 'detail';
  label: string;
  testId?: string;
}

export function BannerCarousel({ slides, plugins, variant = 'detail', label, testId }: BannerCarouselProps) {
  const options = useMemo(() => ({ loop: slides.length > 1, duration: EMBLA_DURATION, align: 'center' as const }), [slides.length]);
  const [viewportRef, embla] = useEmblaCarousel(options, plugins ?? NO_PLUGINS);
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

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const multiple = slides.length > 1;

  return (
    <section className={`pg-carousel pg-carousel--${variant}`} aria-roledescription="carousel" aria-label={label} data-testid={testId}>
      <div className="pg-carousel__viewport" ref={viewportRef}>
        <div className="pg-carousel__track">
          {slides.map((slide, index) => {
            const content = (
              <>
                <EncryptedImage
                  src={slide.src}
                  alt={slide.alt}
                  className="pg-carousel__image"
                  draggable={false}
                  // The first slide is what the page shows first (its largest paint); the others
                  // are fetched at low priority, behind it and the page's scripts and data, and
                  // React does not preload them. Not `loading="lazy"`: the carousel's viewport
                  // clips them, so a lazy slide would load only once swiped to.
                  fetchPriority={index === 0 ? 'high' : 'low'}
                />
                {slide.title ? (
                  <span className="pg-carousel__caption">
                    <span className="pg-carousel__title">{slide.title}</span>
                    {slide.subtitle ? <span className="pg-carousel__subtitle">{slide.subtitle}</span> : null}
                  </span>
                ) : null}
              </>
            );
            return (
              <div
                className={`pg-carousel__slide${index === selected ? ' pg-carousel__slide--active' : ''}`}
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
              >
                {slide.href ? (
                  <Link to={slide.href} className="pg-carousel__link" tabIndex={index === selected ? 0 : -1}>
                    {content}
                  </Link>
                ) : (
                  content
                )}
              </div>
            );
          })}
        </div>
      </div>
      {multiple ? (
        <>
          <button
            type="button"
            className="pg-carousel__arrow pg-carousel__arrow--prev"
            aria-label="上一张"
            onClick={() => embla?.scrollPrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className="pg-carousel__arrow pg-carousel__arrow--next"
            aria-label="下一张"
            onClick={() => embla?.scrollNext()}
          >
            ›
          </button>
          <div className="pg-carousel__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className={`pg-carousel__dot${index === selected ? ' pg-carousel__dot--active' : ''}`}
                aria-label={`第 ${index + 1} 张`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
