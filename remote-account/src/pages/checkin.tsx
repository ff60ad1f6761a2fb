import { PlaceholderPage } from '@portal/shared';

export default function CheckinPage() {
  return <PlaceholderPage title="每日签到" />;
}
