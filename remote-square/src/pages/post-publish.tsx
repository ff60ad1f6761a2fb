import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function PostPublishPage() {
  return <PlaceholderPage title="发布帖子" route="/postpage" remote={REMOTE_BUILD} />;
}
