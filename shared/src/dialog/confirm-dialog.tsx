import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import type { OverlayKind } from './overlay-queue';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  /** Default 取消. */
  cancelText?: string;
  /** Default 确定. */
  confirmText?: string;
  /** Called for the cancel button, Escape, × and the overlay. */
  onCancel: () => void;
  onConfirm: () => void;
  /** Disables the confirm button, e.g. while the confirmed call runs. */
  confirmDisabled?: boolean;
  closeOnOverlay?: boolean;
  /** See Dialog: dialogs that open by themselves take turns. */
  overlay?: OverlayKind;
}

/**
 * A question with two answers (purchase confirmation, the insufficient-balance dialog of spec §8
 * with confirmText 充值), built on Dialog.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelText = '取消',
  confirmText = '确定',
  onCancel,
  onConfirm,
  confirmDisabled = false,
  closeOnOverlay = true,
  overlay,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      closeOnOverlay={closeOnOverlay}
      overlay={overlay}
      showClose={false}
      footer={
        <>
          <button type="button" className="pt-dialog__button" onClick={onCancel}>
            {cancelText}
          </button>
          <button type="button" className="pt-dialog__button pt-dialog__button--primary" onClick={onConfirm} disabled={confirmDisabled}>
            {confirmText}
          </button>
        </>
      }
    >
      {text !== undefined && <div className="pt-dialog__text">{text}</div>}
    </Dialog>
  );
}
