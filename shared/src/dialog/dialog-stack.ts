/**
 * Open dialogs, oldest first. With one dialog opened from another, Escape must close only the
 * top one, so each dialog asks whether it is on top before reacting.
 */
const stack: symbol[] = [];

export function pushDialog(id: symbol): void {
  stack.push(id);
}

export function removeDialog(id: symbol): void {
  const index = stack.lastIndexOf(id);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopDialog(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
