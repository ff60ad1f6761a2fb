import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function ActivityPage() {
  return <PlaceholderPage title="活动中心" route="/activity" remote={REMOTE_BUILD} />;
}
