/**
 * docs/product.md, the calls: the app reads only the status code of /api/status and /api/login. A body left unread
 * keeps the response open in Chromium until garbage collection, so the page never looks loaded (Lighthouse waits out
 * its 45 s limit); cancelling it closes the response without reading it.
 */
export function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => undefined);
}
