import { DocumentPage } from '../components/document-page';
import { POLICY_INTRO, POLICY_SECTIONS } from '../content/policy';

export default function PolicyPage() {
  return <DocumentPage title="隐私政策" updated="2026年11月1日" intro={POLICY_INTRO} sections={POLICY_SECTIONS} />;
}
