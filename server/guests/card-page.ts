/**
 * The printable page of cards: the guests' cards, or the drop link's table cards (table-cards.ts). One
 * self-contained HTML file that loads nothing (inline CSS, QR codes as inline SVG, system fonts), so it prints the
 * same offline, from a USB stick or at a copy shop.
 */
import type { SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { formatLongDate } from '#common/wedding-time';
import { escapeHtml } from '../escape-html';
import { inlineSvg, writtenLink } from './card-markup';
import { CARD_TEXTS } from './card-texts';
import { TABLE_CARD_STYLE, tableCardSheets, type TableCardPage } from './table-cards';

interface Card {
  name: string;
  locale: Locale;
  link: string;
  /** The QR code as an SVG document, from qrcode.toString(link, { type: 'svg' }). */
  qrSvg: string;
}

export interface GuestCardPage {
  kind: 'guests';
  coupleNames: string;
  /** The page's own words (title, how to print): the couple's language; each card is in its guest's. */
  locale: Locale;
  /** The site's phase when the cards are made: it names what the card leads to (the Save the Date, the invitation). */
  phase: SitePhase;
  /** The last day the links work (YYYY-MM-DD), said on every card; none while the example's links never end. */
  linksUntil?: string;
  cards: Card[];
}

export type CardPage = GuestCardPage | TableCardPage;

/** Two columns by four rows of 85 × 60 mm fit the printable area of both A4 and US Letter with 12 mm margins. */
export const CARDS_PER_SHEET = 8;

/** Long names get a smaller type so that even 200 characters fit on the card in full. */
function nameSize(name: string): string {
  const length = [...name].length;
  return length <= 40 ? 'short' : length <= 90 ? 'medium' : 'long';
}

function renderCard(card: Card, { coupleNames, phase, linksUntil }: Omit<GuestCardPage, 'cards' | 'locale'>): string {
  const texts = CARD_TEXTS[card.locale];
  const until = linksUntil === undefined ? '' : ` ${texts.worksUntil.replace('{date}', formatLongDate(linksUntil, 'UTC', card.locale))}`;
  return `<article class="card" lang="${card.locale}">
  <p class="heading">${escapeHtml(texts.heading[phase])} · ${escapeHtml(coupleNames)}</p>
  <h2 class="name ${nameSize(card.name)}">${escapeHtml(card.name)}</h2>
  <div class="body">
    ${inlineSvg(card.qrSvg, 'QR code')}
    <div class="how">
      <p>${escapeHtml(texts.scanOrType)}</p>
      <p class="link"><a href="${escapeHtml(card.link)}">${writtenLink(card.link)}</a></p>
      <p class="private">${escapeHtml(texts.justForYou + until)}</p>
    </div>
  </div>
</article>`;
}

const STYLE = `
/* A4 by default. US Letter works too: the 2 × 4 grid of 85 × 60 mm cards (176 × 249 mm with gaps) fits
   inside the printable area of both sheets at these margins, so choose either paper in the print dialog. */
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: #000; font-family: Georgia, "Times New Roman", serif; }
.hint { font: 11pt/1.4 system-ui, sans-serif; margin: 8mm auto 0; width: 186mm; }
.sheet { display: grid; grid-template-columns: repeat(2, 85mm); grid-auto-rows: 60mm; gap: 3mm 6mm;
  justify-content: center; align-content: start; break-after: page; }
.sheet:last-child { break-after: auto; }
.card { border: 0.25mm dashed #999; padding: 4mm; overflow: hidden; break-inside: avoid; page-break-inside: avoid;
  display: flex; flex-direction: column; gap: 1.5mm; }
.heading { margin: 0; font-size: 7.5pt; letter-spacing: 0.08em; text-transform: uppercase; color: #444; }
.name { margin: 0; line-height: 1.15; font-weight: normal; overflow-wrap: anywhere; }
.name.short { font-size: 14pt; }
.name.medium { font-size: 10.5pt; }
.name.long { font-size: 7.5pt; }
.body { display: flex; gap: 3mm; align-items: flex-start; min-height: 0; }
.qr { flex: none; width: 34mm; height: 34mm; margin: -1mm 0 0 -2mm; }
.how { font-size: 8pt; line-height: 1.3; min-width: 0; }
.how p { margin: 0 0 1.5mm; }
.link { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace; font-size: 7.5pt;
  overflow-wrap: anywhere; }
.link a { color: inherit; text-decoration: none; }
.private { font-style: italic; color: #444; font-size: 7pt; }
@media screen {
  body { background: #e8e6e1; padding-bottom: 8mm; }
  .sheet { width: 210mm; min-height: 297mm; padding: 12mm; margin: 8mm auto 0; background: #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
}
@media print { .hint { display: none; } }
/* A phone or a narrow window: the cards stand one below the other, at their printed size (smaller only where even
   one does not fit, 320 px), and nothing is wider than the screen. Printing keeps the sheets above. */
.phone-hint { display: none; }
@media screen and (max-width: 230mm) {
  body { padding: 0 0 6mm; }
  .hint { width: auto; margin: 4mm 4mm 0; }
  .phone-hint { display: block; margin-top: 2mm; }
  .sheet { width: auto; min-height: 0; margin: 4mm 2mm 0; padding: 4mm 2mm; grid-template-columns: min(85mm, 100%); }
}
`;

function guestCardSheets(page: GuestCardPage): string[] {
  const sheets: string[] = [];
  for (let start = 0; start < page.cards.length; start += CARDS_PER_SHEET) {
    const cards = page.cards.slice(start, start + CARDS_PER_SHEET).map((card) => renderCard(card, page));
    sheets.push(`<section class="sheet">\n${cards.join('\n')}\n</section>`);
  }
  return sheets;
}

export function renderCardPage(page: CardPage): string {
  // The page's own words: how to print guests' cards, or table cards.
  const texts = page.kind === 'guests' ? CARD_TEXTS[page.locale] : CARD_TEXTS[page.locale].table;
  const sheets = page.kind === 'guests' ? guestCardSheets(page) : tableCardSheets(page);
  const style = page.kind === 'guests' ? STYLE : STYLE + TABLE_CARD_STYLE;
  const title = `${escapeHtml(page.coupleNames)} · ${escapeHtml(texts.pageTitle)}`;
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${title}</title>
<style>${style}</style>
</head>
<body>
<p class="hint">${escapeHtml(texts.printHint)}</p>
<p class="hint phone-hint">${escapeHtml(texts.phoneHint)}</p>
${sheets.join('\n')}
</body>
</html>
`;
}
