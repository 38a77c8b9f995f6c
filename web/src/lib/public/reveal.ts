/**
 * Shows what a submission led to: the element is brought into the middle of the screen and takes
 * the focus, so a screen reader reads it and the next Tab goes on from it. On a phone a form's
 * answer replaces a long form, and the page's scroll left it above the screen (a visit request's
 * thanks, 355 px above a 375 px wide screen). The element needs `tabIndex={-1}`.
 */
export function reveal(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', inline: 'nearest' });
}
