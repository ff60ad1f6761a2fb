import { PlaceholderPage } from '@portal/shared';

export default function BookInfoPage() {
  return <PlaceholderPage title="书籍详情" />;
}
