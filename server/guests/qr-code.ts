import QRCode from 'qrcode';
import { QR_OPTIONS } from '#common/qr-options';

/** A guest link's QR code as an SVG document (scales to any size: best for print). */
export function qrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { ...QR_OPTIONS, type: 'svg' });
}

/** A guest link's QR code as a PNG image, 600 pixels wide. */
export function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { ...QR_OPTIONS, type: 'png', width: 600 });
}
