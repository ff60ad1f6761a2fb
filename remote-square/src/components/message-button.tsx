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
      className="ps-follow ps-follow--on"
      onClick={(event) => {
        event.stopPropagation();
        if (requireLogin(target)) navigate(target);
      }}
      data-testid="message-button"
    >
      私信
    </button>
  );
}
