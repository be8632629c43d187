import QRCode from 'qrcode';
import { QR_OPTIONS } from '#common/qr-options';

/**
 * A link's QR code as an SVG image's data: address, drawn in the page from the link alone (nothing leaves the
 * browser): the drop link on the dashboard and in the wall's corner. Only the pages that show one import this.
 */
export async function qrImage(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
