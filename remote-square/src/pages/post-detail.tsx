import { PlaceholderPage } from '@portal/shared';

export default function PostDetailPage() {
  return <PlaceholderPage title="帖子详情" />;
}
