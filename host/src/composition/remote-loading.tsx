import { useEffect, useState } from 'react';
import { Button, canGoBack, PageLoading, useLocation, useNavigate } from '@portal/shared';
import { useOverlayHold } from './overlay-hold';
import './remote-loading.css';

/** After this long, 加载中… becomes 仍在加载… with a way back (the load itself gives up at 12 s). */
export const STILL_LOADING_AFTER_MS = 3000;

/**
 * A route waiting for its remote. A player is never left with only a spinner: past 3 s it says
 * 仍在加载… and offers 返回上一页 (when this tab came from another page of the portal) or
 * 返回首页 (a page opened directly; at home there is nowhere to go back to, and the header and
 * tab bar are there). The load keeps going in the background: coming back later shows the page
 * at once if it arrived.
 */
export function RemoteLoading() {
  useOverlayHold();
  const navigate = useNavigate();
  const atHome = useLocation().pathname === '/';
  const [slow, setSlow] = useState<{ canGoBack: boolean } | null>(null);

  useEffect(() => {
    // History is read when the wait turns long, never during render (pages may be server-rendered).
    const timer = setTimeout(() => setSlow({ canGoBack: canGoBack() }), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!slow) return <PageLoading />;
  const back = slow.canGoBack
    ? { label: '返回上一页', go: () => navigate(-1) }
    : atHome
      ? null
      : { label: '返回首页', go: () => navigate('/') };
  return (
    <PageLoading label="仍在加载…">
      <div className="ph-still-loading" data-testid="remote-still-loading">
        <p className="ph-still-loading__hint">网络较慢，页面还在加载，请稍候。</p>
        {back ? (
          <Button variant="ghost" onClick={back.go}>
            {back.label}
          </Button>
        ) : null}
      </div>
    </PageLoading>
  );
}
