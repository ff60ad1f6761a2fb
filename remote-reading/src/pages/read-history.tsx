import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function ReadHistoryPage() {
  return <PlaceholderPage title="阅读记录" route="/readhistory" remote={REMOTE_BUILD} />;
}
