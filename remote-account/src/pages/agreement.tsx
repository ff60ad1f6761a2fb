import { DocumentPage } from '../components/document-page';
import { AGREEMENT_INTRO, AGREEMENT_SECTIONS } from '../content/agreement';

export default function AgreementPage() {
  return <DocumentPage title="用户协议" updated="2026年11月1日" intro={AGREEMENT_INTRO} sections={AGREEMENT_SECTIONS} />;
}
