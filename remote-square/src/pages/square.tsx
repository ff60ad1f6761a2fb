import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function SquarePage() {
  return <PlaceholderPage title="礼包中心" route="/square" remote={REMOTE_BUILD} />;
}
