import { Dialog } from '@portal/shared';
import { DiscoverPanel } from '../header/discover-panel';

/**
 * 发现 on a phone (issue 9): the tab bar opens the categories and their previews as a sheet from
 * the bottom edge, chosen by tap. Closing: the × button, a tap on the dimmed page, Escape, or
 * following any link inside.
 */
export function DiscoverSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="发现好游戏" placement="sheet" className="ph-discover-sheet">
      <DiscoverPanel onNavigate={onClose} chooseOnHover={false} />
    </Dialog>
  );
}
