import type { MoveControl } from './photo-moves';

/**
 * Puts the focus back on the button that moved a photo, in the photo's row at its new place. "First" is not shown
 * on the first photo, so after moving a photo first the focus goes to "First" of the photo after it (the one that
 * was first before), which is where a keyboard user would go next anyway.
 */
export function focusAfterMove(list: HTMLElement, photoId: number, control: MoveControl): void {
  const rows = [...list.querySelectorAll<HTMLElement>(':scope > [data-photo]')];
  const at = rows.findIndex((row) => row.dataset.photo === String(photoId));
  if (at < 0) return;
  for (const row of [rows[at], rows[at + 1]]) {
    const button = row?.querySelector<HTMLElement>(`[data-control="${control}"]`);
    if (button) return button.focus();
  }
}
