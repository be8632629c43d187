import { QR_OPTIONS } from '#common/qr-options';

/** Loaded at the first QR code (cards, a guest's page), not at every start of the server. */
const qrcode = async () => (await import('qrcode')).default;

/** A guest link's QR code as an SVG document (scales to any size: best for print). */
export async function qrSvg(link: string): Promise<string> {
  return (await qrcode()).toString(link, { ...QR_OPTIONS, type: 'svg' });
}

/** A guest link's QR code as a PNG image, 600 pixels wide. */
export async function qrPng(link: string): Promise<Buffer> {
  return (await qrcode()).toBuffer(link, { ...QR_OPTIONS, type: 'png', width: 600 });
}
