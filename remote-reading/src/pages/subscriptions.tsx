import { PlaceholderPage } from '@portal/shared';

export default function SubscriptionsPage() {
  return <PlaceholderPage title="我的订阅" />;
}
