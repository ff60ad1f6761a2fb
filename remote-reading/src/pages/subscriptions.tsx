import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function SubscriptionsPage() {
  return <PlaceholderPage title="我的订阅" route="/subscriblist" remote={REMOTE_BUILD} />;
}
