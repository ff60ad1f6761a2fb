export {
  closeSpendingRefusal,
  refusalFigures,
  showSpendingRefusal,
  spendingRefusalOf,
  spendingRefusalStore,
  type SpendingRefusalNotice,
} from './spending-refusal';
export { SpendingRefusalDialog } from './spending-refusal-dialog';
export { MinorPlayNotice, useIsVerifiedMinor } from './minor-play-notice';
