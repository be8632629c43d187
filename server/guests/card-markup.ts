/** What the guests' cards and the table cards of the card page write the same way: a link, a QR code. */
import { escapeHtml } from '../escape-html';

/**
 * The link as a guest types it: no "https://", and break opportunities before the query parts so a line
 * never ends in the middle of "login" or "lang".
 */
export function writtenLink(link: string): string {
  const url = new URL(link);
  const parts = `${url.host}${url.pathname}${url.search}`.split(/(?=[?&])/);
  return parts.map(escapeHtml).join('<wbr>');
}

/** Inline SVG in HTML needs no namespace; dropping it also keeps the page free of any http address but the links. */
export function inlineSvg(svg: string, label: string): string {
  return svg
    .replace(/<\?xml[^>]*>\s*/, '')
    .replace(/\sxmlns="[^"]*"/, '')
    .replace('<svg', `<svg class="qr" role="img" aria-label="${escapeHtml(label)}"`);
}
