/** Spec §9: dialog base z-index 2000 (mirrors --pt-z-dialog in tokens.css; toasts sit above). */
export const DIALOG_Z_INDEX = 2000;
