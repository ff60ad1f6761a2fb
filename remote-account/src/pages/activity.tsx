import { PlaceholderPage } from '@portal/shared';

export default function ActivityPage() {
  return <PlaceholderPage title="活动中心" />;
}
