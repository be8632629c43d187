type ClickKeys = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/** A click the app handles itself: the main button, no modifier key, and no other target than this tab. */
export function isPlainLeftClick(event: ClickKeys, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}
