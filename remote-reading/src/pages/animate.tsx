import { PlaceholderPage } from '@portal/shared';
import { REMOTE_BUILD } from '../remote-build';

export default function AnimatePage() {
  return <PlaceholderPage title="动漫专区" route="/animate" remote={REMOTE_BUILD} />;
}
