import { RATING_STARS } from '@portal/shared/rules';
import './reviews.css';

/** A score as five stars (read-only): full, half or empty, with the number for screen readers. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  return (
    <span className="pg-stars" role="img" aria-label={`${value} 星`} style={{ fontSize: size }}>
      {RATING_STARS.map((star) => {
        const fill = value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className={`pg-stars__star pg-stars__star--${fill}`} aria-hidden="true">
            ★
          </span>
        );
      })}
    </span>
  );
}

const STAR_WORDS = ['', '很差', '较差', '一般', '推荐', '力荐'] as const;

/**
 * The star input of the review form: five buttons of at least 44 px (a thumb hits them on a
 * phone), a radio group for keyboards and screen readers, the chosen star's word beside it.
 */
export function StarInput({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <div className="pg-star-input">
      <div className="pg-star-input__stars" role="radiogroup" aria-label="评分">
        {RATING_STARS.map((star) => (
          <button
            key={star}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={`${star} 星`}
            className={`pg-star-input__star${value >= star ? ' pg-star-input__star--on' : ''}`}
            data-testid={`star-${star}`}
            onClick={() => onChange(star)}
          >
            ★
          </button>
        ))}
      </div>
      <span className="pg-star-input__word">{value ? STAR_WORDS[value] : '点击星星评分'}</span>
    </div>
  );
}
