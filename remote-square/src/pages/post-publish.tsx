import { PlaceholderPage } from '@portal/shared';

export default function PostPublishPage() {
  return <PlaceholderPage title="发布帖子" />;
}
