import { PORTAL_EARLY_SUBMIT_GLOBAL } from '@portal/shared';

/** What the server render's guard (server/src/static/host-page.ts EARLY_SUBMIT_GUARD) remembers. */
interface EarlySubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    [PORTAL_EARLY_SUBMIT_GLOBAL]?: EarlySubmit;
  }
}

/** Inputs that hold no typed value. */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/**
 * A server-rendered page shows its forms before its scripts have run. What a player types or
 * ticks then stays on screen — React leaves a hydrated field's value alone — but never reached the
 * page's state: the form would check and send empty fields that show text (请输入用户名 under a
 * filled-in name). The browser's autofill and form restore land there too.
 *
 * Once hydrated, a field whose value differs from what React rendered (`defaultValue`, which
 * hydration sets to the rendered value) is told to React as the input it was: the rendered value
 * is put back through React's own value tracking, the typed one set underneath it, and an `input`
 * event sent, so React sees a change and calls the field's `onChange` — the same path typing
 * takes. A box ticked or cleared early is put back and clicked. Returns how many fields were adopted.
 */
export function adoptEarlyInput(root: ParentNode): number {
  // All read first: each replayed change re-renders the form, which sets every controlled field
  // to its state — still the rendered one for the fields not replayed yet.
  const early = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .map(readEarly)
    .filter((found) => found !== null);
  for (const found of early) replay(found);
  return early.length;
}

/** A field's early input: text typed over what React rendered, a box ticked or cleared, or a radio chosen. */
type EarlyInput =
  | { field: HTMLInputElement | HTMLTextAreaElement; rendered: string; typed: string }
  | { box: HTMLInputElement; rendered: boolean };

function readEarly(field: HTMLInputElement | HTMLTextAreaElement): EarlyInput | null {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked !== field.defaultChecked ? { box: field, rendered: field.defaultChecked } : null;
  }
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    // The radio the player left is unchecked by the one they chose; only the chosen one is replayed.
    return field.checked && !field.defaultChecked ? { box: field, rendered: false } : null;
  }
  if (NOT_TYPED.has(field.type) || field.value === field.defaultValue) return null;
  return { field, rendered: field.defaultValue, typed: field.value };
}

function replay(early: EarlyInput): void {
  if ('box' in early) {
    early.box.checked = early.rendered;
    early.box.click();
    return;
  }
  const { field, rendered, typed } = early;
  field.value = rendered;
  setValueUntracked(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Sets a field's value past React's tracking (which wraps `value` on the element itself), with the
 * setter of the element's own class, so the next `input` event reads as a change.
 */
function setValueUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * A form the player submitted before the page was live (held back by the server render's guard)
 * is submitted again, with the button that was pressed, as if pressed now. Called after
 * adoptEarlyInput, in a later task: React renders the adopted values in a microtask, and the
 * form's submit handler must be the one that has them.
 */
export function replayEarlySubmit(): void {
  const early = window[PORTAL_EARLY_SUBMIT_GLOBAL];
  delete window[PORTAL_EARLY_SUBMIT_GLOBAL];
  if (!early?.form.isConnected) return;
  const submitter = early.submitter as HTMLButtonElement | HTMLInputElement | null;
  early.form.requestSubmit(submitter?.isConnected && submitter.form === early.form ? submitter : undefined);
}

/** After hydration: what was typed, ticked or submitted while the page was markup only, done now. */
export function keepEarlyInput(root: ParentNode): void {
  adoptEarlyInput(root);
  setTimeout(replayEarlySubmit, 0);
}
