import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function CommentHistoryPage() {
  return <PlaceholderPage title="我的帖子与评论" route="/commenthistory" remote={REMOTE_BUILD} />;
}
