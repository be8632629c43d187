import path from 'node:path';
import { PROGRAM, expectPositionals, parseCommandArgs, requireOut, type Command } from './command';
import { parseGuestId, requireGuest, requireLink, withGuests } from './guest-database';
import { writeFile } from './output-file';
import { qrPng, qrSvg } from '../guests/qr-code';


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
      writeFile(out, await qrSvg(link));
    } else {
      writeFile(out, await qrPng(link));
    }
    io.out(`Wrote the QR code of guest ${id} to ${out}\n${link}`);
  },
};
