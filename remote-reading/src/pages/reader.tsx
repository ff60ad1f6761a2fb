import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function ReaderPage() {
  return <PlaceholderPage title="阅读" route="/readbook/:id/:cid" remote={REMOTE_BUILD} />;
}
