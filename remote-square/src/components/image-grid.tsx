import type { PostImage } from '@portal/shared/types';

/**
 * Up to nine thumbnails: one picture wide, two or four in two columns, otherwise three columns
 * (the way phone feeds lay them out). A tap opens the full-size viewer at that picture.
 */
export function ImageGrid({ images, onOpen }: { images: PostImage[]; onOpen: (index: number) => void }) {
  if (images.length === 0) return null;
  const columns = images.length === 1 ? 1 : images.length === 2 || images.length === 4 ? 2 : 3;
  return (
    <div className={`ps-grid ps-grid--${columns}`} data-testid="post-images">
      {images.map((image, index) => (
        <button
          key={image.id}
          type="button"
          className="ps-grid__cell"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(index);
          }}
          aria-label={`查看第 ${index + 1} 张图片`}
          data-testid="post-thumb"
        >
          <img src={image.thumbUrl || image.url} alt="" loading="lazy" className="ps-grid__image" />
        </button>
      ))}
    </div>
  );
}
