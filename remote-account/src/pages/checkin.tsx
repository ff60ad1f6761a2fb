import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function CheckinPage() {
  return <PlaceholderPage title="每日签到" route="/checkin" remote={REMOTE_BUILD} />;
}
