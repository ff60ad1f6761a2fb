import { PlaceholderPage } from '@portal/shared';

export default function AnimatePage() {
  return <PlaceholderPage title="动漫专区" />;
}
