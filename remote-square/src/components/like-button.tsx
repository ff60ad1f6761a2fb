/** A heart with its count; filled when liked. */
export function LikeButton({
  liked,
  count,
  onToggle,
  label,
  testId = 'like-button',
}: {
  liked: boolean;
  count: number;
  onToggle: () => void;
  label: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`ps-action${liked ? ' ps-action--liked' : ''}`}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      aria-pressed={liked}
      aria-label={`${liked ? '取消点赞' : '点赞'}${label}，${count} 个赞`}
      data-testid={testId}
      data-liked={liked}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.9 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.7 1.2-1.6 2.7-2.7 4.7-2.7 3.4 0 5.7 3.3 4.5 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span data-testid={`${testId}-count`}>{count}</span>
    </button>
  );
}
