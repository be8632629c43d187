/**
 * Nothing focused hides under the phone's tab bar. admin.css keeps the bar's height free when the browser scrolls to
 * a control, but the browser scrolls a text box only as far as its caret: a tall one (the names to paste) entered
 * from above stayed half under the bar. On each focus, what of the control still hides under a bar fixed at the
 * bottom is scrolled up, never past the control's own top.
 */
export function keepFocusAboveBar(bar: HTMLElement): () => void {
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || bar.contains(target) || getComputedStyle(bar).position !== 'fixed') return;
    const barTop = bar.getBoundingClientRect().top;
    const { top, bottom } = target.getBoundingClientRect();
    // A control wholly under the bar is the browser's to bring up (with the bar's height free); one partly under it, ours.
    if (bottom > barTop && top < barTop) window.scrollBy(0, Math.min(bottom - barTop + 8, Math.max(top, 0)));
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}
