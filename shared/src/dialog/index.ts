export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { InsufficientBalanceDialog } from './insufficient-balance-dialog';
export type { InsufficientBalanceDialogProps } from './insufficient-balance-dialog';
export { DIALOG_Z_INDEX } from './constants';
export { overlayQueue, useOverlayTurn, OVERLAY_PRIORITY } from './overlay-queue';
export type { OverlayKind } from './overlay-queue';
