import { useNavigate } from '@portal/shared';
import { useRequireLogin } from '../hooks/use-require-login';

/** 私信 beside an author (issue 14): opens the conversation with them (remote-account's /chat/:uid). */
export function MessageButton({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const target = `/chat/${uid}`;
  return (
    <button
      type="button"
      className="ps-message"
      aria-label="私信"
      title="私信"
      onClick={(event) => {
        event.stopPropagation();
        if (requireLogin(target)) navigate(target);
      }}
      data-testid="message-button"
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 5h16v11H9l-4 3v-3H4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
