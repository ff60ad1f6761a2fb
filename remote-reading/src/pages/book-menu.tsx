import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function BookMenuPage() {
  return <PlaceholderPage title="目录" route="/bookmenu/:id" remote={REMOTE_BUILD} />;
}
