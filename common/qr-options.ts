/**
 * How every QR code of the site is drawn (a guest's card, the drop link's table card and the wall's corner): medium
 * error correction survives a smudge on a printed card; margin 4 is the quiet zone the standard asks for.
 */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
