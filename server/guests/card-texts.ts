import type { SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';

/**
 * The words on a guest card, in the guest's language. The page's own words (its title, how to print it) are for the
 * couple: they follow the language the couple reads the dashboard in.
 */
export interface CardTexts {
  /**
   * Above the guest's name: what the card leads to. Before the invitation, as the site's own title calls the Save
   * the Date; once the couple has switched the site to the invitation (issue 27), the invitation.
   */
  heading: Record<SitePhase, string>;
  /** Beside the QR code, above the written-out link. */
  scanOrType: string;
  /** Below the link: the link signs in as this guest, so it should stay with them. */
  justForYou: string;
  /** After it: the last day the link works ({date}, the long date in the guest's language; docs/decisions/0060). */
  worksUntil: string;
  /** The page title after the couple's names. */
  pageTitle: string;
  /** On screen only, for whoever prints the page. */
  printHint: string;
  /** On a phone's screen only: the cards stand one below the other there, and how a phone prints. */
  phoneHint: string;
  /** The drop link's table cards (issue 39): the same page, one folded card a sheet. */
  table: TableCardTexts;
}

/**
 * A table card speaks every language at once (a guest at any table finds theirs): `line` is this language's line
 * on it. The rest are the page's own words, for the couple, as above.
 */
interface TableCardTexts {
  line: string;
  pageTitle: string;
  printHint: string;
  phoneHint: string;
}

// French typography: a narrow no-break space (U+202F) before ";", "!" and "?", a no-break space (U+00A0) before
// ":"; the other languages use none. Russian separates clauses with an em dash, tied to the word before it by a
// no-break space so that no line begins with it; German and Romanian use a spaced en dash.
export const CARD_TEXTS: Record<Locale, CardTexts> = {
  de: {
    heading: { saveTheDate: 'Save the Date', invitation: 'Einladung zur Hochzeit' },
    scanOrType: 'Scannt den QR-Code oder gebt diesen Link in euren Browser ein:',
    justForYou: 'Dieser Link ist nur für euch – bitte gebt ihn nicht weiter.',
    worksUntil: 'Er funktioniert bis einschließlich {date}.',
    pageTitle: 'Karten für unsere Gäste',
    printHint: 'Zum Drucken: A4 oder Letter, Skalierung 100\u00a0%. Acht Karten pro Seite – an den gestrichelten Linien ausschneiden.',
    phoneHint: 'Auf dem Handy stehen die Karten untereinander, gedruckt kommen acht auf eine Seite. Zum Drucken vom Handy das Menü des Browsers (oder „Teilen“) öffnen und „Drucken“ wählen.',
    table: {
      line: 'Scannt den Code und fügt eure Fotos des Tages hinzu: ohne App, ohne Konto.',
      pageTitle: 'Tischkarten für die Fotos unserer Gäste',
      printHint: 'Zum Drucken: A4 oder Letter, Skalierung 100\u00a0%, am besten auf dickem Papier. Eine Tischkarte pro Blatt – an der gestrichelten Linie ausschneiden und an der Linie in der Mitte falten: So steht sie, und der Code ist von beiden Seiten zu sehen.',
      phoneHint: 'Auf dem Handy seht ihr jede Karte nur von vorn, gedruckt füllt jede Karte ein Blatt. Zum Drucken vom Handy das Menü des Browsers (oder „Teilen“) öffnen und „Drucken“ wählen.',
    },
  },
  en: {
    heading: { saveTheDate: 'Save the Date', invitation: 'Wedding invitation' },
    scanOrType: 'Scan the QR code or type this link into your browser:',
    justForYou: 'This link is just for you – please do not pass it on.',
    worksUntil: 'It works until the end of {date}.',
    pageTitle: 'Cards for our guests',
    printHint: 'To print: A4 or Letter at 100% scale. Eight cards per page – cut along the dashed lines.',
    phoneHint: 'On a phone the cards stand one below the other; printed, they come eight to a page. To print from a phone, open the browser’s menu (or Share) and choose Print.',
    table: {
      line: 'Scan the code and add your photos of the day: no app, no account.',
      pageTitle: 'Table cards for our guests’ photos',
      printHint: 'To print: A4 or Letter at 100% scale, on thick paper if you have it. One table card per sheet – cut along the dashed line, then fold along the line in the middle so that it stands with the code on both sides.',
      phoneHint: 'On a phone you see the front of each card only; printed, each card fills a sheet. To print from a phone, open the browser’s menu (or Share) and choose Print.',
    },
  },
  ro: {
    heading: { saveTheDate: 'Rezervați data', invitation: 'Invitație la nuntă' },
    scanOrType: 'Scanați codul QR sau introduceți acest link în browser:',
    justForYou: 'Acest link este doar pentru voi – vă rugăm să nu-l dați mai departe.',
    worksUntil: 'Funcționează până pe {date} inclusiv.',
    pageTitle: 'Cartonașe pentru invitații noștri',
    printHint: 'Pentru tipărire: A4 sau Letter, cu scalarea la 100\u00a0%. Opt cartonașe pe pagină – decupați-le de-a lungul liniilor întrerupte.',
    phoneHint: 'Pe telefon, cartonașele apar unul sub altul, iar la tipărire încap opt pe o pagină. Ca să tipăriți de pe telefon, deschideți meniul browserului (sau „Distribuiți”) și alegeți „Imprimați”.',
    table: {
      line: 'Scanați codul și adăugați fotografiile voastre din această zi: fără aplicație, fără cont.',
      pageTitle: 'Cartonașe de masă pentru fotografiile invitaților noștri',
      printHint: 'Pentru tipărire: A4 sau Letter, cu scalarea la 100\u00a0%, pe hârtie groasă dacă aveți. Un cartonaș de masă pe foaie – decupați-l de-a lungul liniei întrerupte, apoi îndoiți-l pe linia din mijloc: așa stă în picioare, cu codul vizibil din ambele părți.',
      phoneHint: 'Pe telefon vedeți doar fața fiecărui cartonaș, iar la tipărire fiecare ocupă o foaie întreagă. Ca să tipăriți de pe telefon, deschideți meniul browserului (sau „Distribuiți”) și alegeți „Imprimați”.',
    },
  },
  ru: {
    heading: { saveTheDate: 'Сохраните дату', invitation: 'Приглашение на свадьбу' },
    scanOrType: 'Отсканируйте QR-код или введите эту ссылку в браузере:',
    justForYou: 'Эта ссылка только для вас\u00a0— пожалуйста, не передавайте её другим.',
    worksUntil: 'Она работает до {date} включительно.',
    pageTitle: 'Карточки для наших гостей',
    printHint: 'Для печати: A4 или Letter, масштаб 100\u00a0%. Восемь карточек на странице\u00a0— вырежьте их по пунктирным линиям.',
    phoneHint: 'На телефоне карточки идут одна под другой, а при печати их будет восемь на странице. Чтобы напечатать с телефона, откройте меню браузера (или «Поделиться») и выберите «Печать».',
    table: {
      line: 'Отсканируйте код и добавьте свои фотографии этого дня: без приложения и без регистрации.',
      pageTitle: 'Карточки на столы для фотографий наших гостей',
      printHint: 'Для печати: A4 или Letter, масштаб 100\u00a0%, лучше на плотной бумаге. На каждом листе одна карточка на стол\u00a0— вырежьте её по пунктирной линии и согните по линии посередине: так она будет стоять, а код будет виден с обеих сторон.',
      phoneHint: 'На телефоне видна только лицевая сторона каждой карточки, а при печати каждая занимает целый лист. Чтобы напечатать с телефона, откройте меню браузера (или «Поделиться») и выберите «Печать».',
    },
  },
  fr: {
    heading: { saveTheDate: 'Réservez la date', invitation: 'Invitation au mariage' },
    scanOrType: 'Scannez le code QR ou saisissez ce lien dans votre navigateur\u00a0:',
    justForYou: 'Ce lien vous est personnel\u202f; merci de ne pas le transmettre.',
    worksUntil: 'Il fonctionne jusqu’au {date} inclus.',
    pageTitle: 'Cartes pour nos invités',
    printHint: 'Pour imprimer\u00a0: A4 ou Letter, à l’échelle 100\u00a0%. Huit cartes par page\u202f; découpez le long des pointillés.',
    phoneHint: 'Sur un téléphone, les cartes s’affichent les unes sous les autres\u202f; à l’impression, il y en a huit par page. Pour imprimer depuis un téléphone, ouvrez le menu du navigateur (ou «\u00a0Partager\u00a0») et choisissez «\u00a0Imprimer\u00a0».',
    table: {
      line: 'Scannez le code et ajoutez vos photos de la journée\u00a0: sans application, sans compte.',
      pageTitle: 'Cartons de table pour les photos de nos invités',
      printHint: 'Pour imprimer\u00a0: A4 ou Letter, à l’échelle 100\u00a0%, sur papier épais si possible. Un carton de table par feuille\u202f; découpez le long des pointillés, puis pliez le long du trait du milieu\u00a0: il tient debout, le code visible des deux côtés.',
      phoneHint: 'Sur un téléphone, vous ne voyez que le recto de chaque carton\u202f; à l’impression, chacun occupe une feuille entière. Pour imprimer depuis un téléphone, ouvrez le menu du navigateur (ou «\u00a0Partager\u00a0») et choisissez «\u00a0Imprimer\u00a0».',
    },
  },
};
