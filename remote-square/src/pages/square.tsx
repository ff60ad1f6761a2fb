import { PlaceholderPage } from '@portal/shared';

export default function SquarePage() {
  return <PlaceholderPage title="礼包中心" />;
}
