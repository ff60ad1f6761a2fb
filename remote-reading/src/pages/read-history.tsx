import { PlaceholderPage } from '@portal/shared';

export default function ReadHistoryPage() {
  return <PlaceholderPage title="阅读记录" />;
}
