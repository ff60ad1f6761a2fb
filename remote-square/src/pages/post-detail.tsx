import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function PostDetailPage() {
  return <PlaceholderPage title="帖子详情" route="/post/:id" remote={REMOTE_BUILD} />;
}
