export { confirmStep, firstStep, isMember, isValidDownloadUrl, type DownloadableGame } from './download-rules';
export { downloadStore, useDownloadDialog, type DownloadDialog, type DownloadDialogState } from './download-store';
export {
  closeDownloadDialogs,
  confirmDownload,
  goToRecharge,
  openMembershipFromDownload,
  setDownloadOpener,
  startDownload,
  DOWNLOAD_FAILED_MESSAGE,
  INVALID_URL_MESSAGE,
} from './download-flow';
export { trackDownloadPurchase } from './pixel';
