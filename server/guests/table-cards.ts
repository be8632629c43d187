/**
 * The drop link's table cards (issue 39) on the card page: a tent card that stands on a table, one to a sheet. Its
 * two halves carry the same face, the upper one upside down, so that once it is cut out and folded in the middle a
 * guest on either side of the table reads it the right way up: the couple's names, the drop link's QR code, a line
 * in each of the five languages (a guest at any table finds theirs) and the link written out.
 */
import { TABLE_CARDS } from '#common/admin-photos-api';
import { LANGUAGES, type Locale } from '#common/locales';
import { escapeHtml } from '../escape-html';
import { inlineSvg, writtenLink } from './card-markup';
import { CARD_TEXTS } from './card-texts';

export interface TableCardPage {
  kind: 'tables';
  coupleNames: string;
  /** The page's own words (title, how to print): the couple's language; the cards speak all five. */
  locale: Locale;
  /** The drop link, and its QR code as an SVG document (qrcode.toString(link, { type: 'svg' })). */
  link: string;
  qrSvg: string;
  count: number;
}

/**
 * One face. The upper one is hidden from screen readers (it repeats the lower) and links nowhere, so nothing hidden
 * can take the focus.
 */
function face(page: TableCardPage, upsideDown: boolean): string {
  const lines = LANGUAGES.map(({ code }) => `<li lang="${code}">${escapeHtml(CARD_TEXTS[code].table.line)}</li>`);
  const link = upsideDown ? writtenLink(page.link) : `<a href="${escapeHtml(page.link)}">${writtenLink(page.link)}</a>`;
  return `<div class="face${upsideDown ? ' upside-down" aria-hidden="true' : ''}">
    <p class="couple">${escapeHtml(page.coupleNames)}</p>
    <div class="face-body">
      ${inlineSvg(page.qrSvg, 'QR code')}
      <ul class="lines">
        ${lines.join('\n        ')}
      </ul>
    </div>
    <p class="link">${link}</p>
  </div>`;
}

/** Every sheet of the page: TABLE_CARDS.perSheet cards on each. */
export function tableCardSheets(page: TableCardPage): string[] {
  const card = `<article class="table-card">\n  ${face(page, true)}\n  ${face(page, false)}\n</article>`;
  const sheets: string[] = [];
  for (let start = 0; start < page.count; start += TABLE_CARDS.perSheet) {
    const cards = Array.from({ length: Math.min(TABLE_CARDS.perSheet, page.count - start) }, () => card);
    sheets.push(`<section class="sheet tables">\n${cards.join('\n')}\n</section>`);
  }
  return sheets;
}

/**
 * After the page's style (card-page.ts), whose `.link`, `.qr` and sheets it reuses. 180 × 248 mm fits the printable
 * area of A4 (186 × 273 mm at 12 mm margins) and of US Letter (192 × 255 mm): either paper, no scaling. Each half is
 * 124 mm high, room for a 60 mm code that a phone reads from across a table and the five lines beside it.
 */
export const TABLE_CARD_STYLE = `
.sheet.tables { display: flex; justify-content: center; align-items: flex-start; }
.table-card { width: 180mm; height: 248mm; border: 0.25mm dashed #999; display: grid; grid-template-rows: 1fr 1fr;
  break-inside: avoid; page-break-inside: avoid; }
.face { display: flex; flex-direction: column; justify-content: center; gap: 4mm; padding: 8mm 10mm; min-height: 0;
  overflow: hidden; }
.face + .face { border-top: 0.25mm solid #bbb; }
.face.upside-down { transform: rotate(180deg); }
.couple { margin: 0; text-align: center; font-size: 24pt; line-height: 1.2; overflow-wrap: anywhere; }
.face-body { display: flex; flex-wrap: wrap; gap: 6mm; align-items: center; justify-content: center; }
.face .qr { width: 60mm; height: 60mm; margin: 0; }
.lines { flex: 1 1 80mm; margin: 0; padding: 0; list-style: none; font-size: 11.5pt; line-height: 1.3; }
.lines li { margin: 0 0 2mm; }
.face .link { margin: 0; text-align: center; font-size: 9pt; }
/* A phone or a narrow window: the face a guest reads, its lines below the code; the sheet prints whole. */
@media screen and (max-width: 230mm) {
  .table-card { width: auto; height: auto; display: block; }
  .face { padding: 4mm; }
  .face.upside-down { display: none; }
}
`;
