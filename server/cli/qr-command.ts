import path from 'node:path';
import QRCode from 'qrcode';
import { PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { parseGuestId, requireGuest, requireLink, withGuests } from './guest-database';
import { writeFile } from './output-file';

/** Medium error correction survives a smudge on a printed card; margin 4 is the quiet zone the standard asks for. */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export const qrCommand: Command = {
  name: 'qr',
  summary: "write a QR code of a guest's link (PNG or SVG)",
  help: `Usage: ${PROGRAM} qr ID --out FILE.png|FILE.svg

Writes a QR code of guest ID's personal link. The file extension picks the format: .png (600 pixels wide)
or .svg (scales to any size, best for print). An existing file is replaced.

Options:
  --out FILE  where to write (required)`,

  async run(args, io) {
    const { values, positionals } = parseCommandArgs('qr', args, { out: { type: 'string' } });
    const [rawId = ''] = expectPositionals('qr', positionals, ['ID']);
    const out = requireOut('qr', values.out, ['.png', '.svg']);
    const id = parseGuestId(rawId);
    const link = await withGuests(io.env, 'existing', (context) => requireLink(context, requireGuest(context.guests, id)));
    if (path.extname(out).toLowerCase() === '.svg') {
      writeFile(out, await QRCode.toString(link, { ...QR_OPTIONS, type: 'svg' }));
    } else {
      writeFile(out, await QRCode.toBuffer(link, { ...QR_OPTIONS, type: 'png', width: 600 }));
    }
    io.out(`Wrote the QR code of guest ${id} to ${out}\n${link}`);
  },
};
