import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function BookInfoPage() {
  return <PlaceholderPage title="书籍详情" route="/bookinfo/:id" remote={REMOTE_BUILD} />;
}
