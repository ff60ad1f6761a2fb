import { PlaceholderPage } from '@portal/shared';

export default function CommentHistoryPage() {
  return <PlaceholderPage title="我的帖子与评论" />;
}
