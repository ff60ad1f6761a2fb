import './platform-icons.css';

/** The iOS / Android / H5 platform marks of spec §2 (header previews, cards, detail). */
export function PlatformIcons({ isIos, isAndroid, isH5 }: { isIos: boolean; isAndroid: boolean; isH5: boolean }) {
  return (
    <span
      className="pt-platforms"
      role="img"
      aria-label={[isIos && 'iOS', isAndroid && 'Android', isH5 && 'H5'].filter(Boolean).join('、')}
    >
      {isIos ? (
        <svg viewBox="0 0 24 24" className="pt-platforms__icon" data-platform="ios" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"
          />
        </svg>
      ) : null}
      {isAndroid ? (
        <svg viewBox="0 0 24 24" className="pt-platforms__icon" data-platform="android" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6 18c0 .6.4 1 1 1h1v3.5a1.5 1.5 0 003 0V19h2v3.5a1.5 1.5 0 003 0V19h1c.6 0 1-.4 1-1V8H6v10zM3.5 8A1.5 1.5 0 002 9.5v7a1.5 1.5 0 003 0v-7A1.5 1.5 0 003.5 8zm17 0A1.5 1.5 0 0019 9.5v7a1.5 1.5 0 003 0v-7A1.5 1.5 0 0020.5 8zm-4.97-5.84l1.3-1.3a.5.5 0 10-.7-.7l-1.48 1.47A5.9 5.9 0 0012 1c-.96 0-1.86.23-2.66.63L7.85.15a.5.5 0 10-.7.7l1.31 1.31A5.97 5.97 0 006 7h12c0-1.99-.97-3.75-2.47-4.84zM10 5H9V4h1v1zm5 0h-1V4h1v1z"
          />
        </svg>
      ) : null}
      {isH5 ? (
        <span className="pt-platforms__h5" data-platform="h5">
          H5
        </span>
      ) : null}
    </span>
  );
}
