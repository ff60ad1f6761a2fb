import { PlaceholderPage } from '@portal/shared';

export default function ReaderPage() {
  return <PlaceholderPage title="阅读" />;
}
