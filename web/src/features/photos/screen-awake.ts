/**
 * Keeps the phone's screen on while photos are being sent (the Screen Wake Lock API, where the browser offers it):
 * a locked screen pauses the page, and with it the sending. The browser lets the lock go whenever the page is
 * hidden, so it is asked for again each time the page comes back while sending goes on.
 */
export function keepScreenAwake(): () => void {
  let lock: WakeLockSentinel | null = null;
  let wanted = true;
  const request = () => {
    if (!('wakeLock' in navigator) || document.visibilityState !== 'visible') return;
    navigator.wakeLock.request('screen').then(
      (granted) => {
        if (wanted) lock = granted;
        else void granted.release();
      },
      // Refused (battery saver, no user gesture yet): sending goes on, the screen may lock.
      () => undefined,
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && (lock === null || lock.released)) request();
  };
  document.addEventListener('visibilitychange', onVisible);
  request();
  return () => {
    wanted = false;
    document.removeEventListener('visibilitychange', onVisible);
    void lock?.release().catch(() => undefined);
    lock = null;
  };
}
