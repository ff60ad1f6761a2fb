import { PlaceholderPage } from '@portal/shared';

export default function BookMenuPage() {
  return <PlaceholderPage title="目录" />;
}
