import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  SafeHtml,
  apiPost,
  bulletinHideKey,
  readString,
  shouldFetchBulletin,
  useAuth,
  navigateTo,
  overlayQueue,
  writeString,
  type Bulletin,
} from '@portal/shared';
import './bulletin-popup.css';

/** Spec §9: bulletin position type 1. */
export const BULLETIN_POS_TYPE = 1;

export const getLatestBulletin = () => apiPost<Bulletin | null>('/bulletin/latest', { posType: BULLETIN_POS_TYPE });

/**
 * The bulletin popup (spec §2 global overlay, §4 Bulletin): at start-up it is fetched only when
 * the user has not chosen 今日不再显示 today (key: uid + not-show suffix), shown only when the
 * server returns one, its HTML sanitised; closing with the box ticked stores the time.
 */
export function BulletinPopup() {
  const uid = useAuth((s) => s.account.uid);
  const [bulletin, setBulletin] = useState<Bulletin | null>(null);
  const [hideToday, setHideToday] = useState(false);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    // Start-up only: the uid at start decides the key; later logins do not refetch.
    if (!shouldFetchBulletin(readString(bulletinHideKey(uid)))) {
      setSettled(true);
      return;
    }
    let current = true;
    getLatestBulletin().then(
      (found) => {
        if (!current) return;
        if (found) setBulletin(found);
        setSettled(true);
      },
      () => current && setSettled(true),
    );
    return () => {
      current = false;
    };
  }, []);

  // The start-up dialogs waiting on the bulletin (?pop=1) are let through once it is on screen
  // (then they queue behind it) or known to have nothing to show. Not merely fetched: while the
  // route is loading or unavailable the queue is held (composition/overlay-hold.ts), and the
  // bulletin must still come first when the page appears.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (settled && (bulletin === null || onScreen)) overlayQueue.allow('membership');
  }, [settled, bulletin, onScreen]);

  const close = () => {
    if (hideToday) writeString(bulletinHideKey(uid), String(Date.now()));
    setBulletin(null);
  };
  // A link in the announcement (e.g. 会员中心) opens that page in the app, with the bulletin closed.
  const follow = (path: string) => {
    close();
    navigateTo(path);
  };

  return (
    <Dialog
      open={bulletin !== null}
      title={bulletin?.title}
      onClose={close}
      closeOnOverlay={false}
      overlay="bulletin"
      footer={
        <div className="ph-bulletin__footer">
          <label className="ph-bulletin__hide">
            <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} data-testid="bulletin-hide-today" />
            今日不再显示
          </label>
          <Button onClick={close} data-testid="bulletin-close">
            我知道了
          </Button>
        </div>
      }
    >
      {bulletin ? (
        <div className="ph-bulletin" data-testid="bulletin">
          {/* A dialog renders its children only while it holds its turn: this marks the bulletin as shown. */}
          <Shown onShown={() => setOnScreen(true)} />
          <p className="ph-bulletin__time">{bulletin.createTime.slice(0, 10)}</p>
          <SafeHtml className="ph-bulletin__content" html={bulletin.content} onInternalLink={follow} />
        </div>
      ) : null}
    </Dialog>
  );
}

function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, []);
  return null;
}
