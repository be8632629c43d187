import { LANGUAGES } from '#common/locales';
import { TABLE_CARD_WORDS } from './table-card-words';

/**
 * The drop link's card for the tables, in the five languages (issue 39): hidden on the screen, and the only thing
 * printed while the page prints it (guest-photos.css, `printing-table-card` on the root element).
 */
export function TableCard({ couple, qr, link }: { couple: string; qr: string; link: string }) {
  return (
    <div className="table-card" aria-hidden="true">
      <p className="table-card-couple">{couple}</p>
      <img src={qr} alt="" width={240} height={240} />
      <ul lang="">
        {LANGUAGES.map(({ code }) => (
          <li key={code} lang={code}>
            {TABLE_CARD_WORDS[code]}
          </li>
        ))}
      </ul>
      <p className="table-card-link">{link}</p>
    </div>
  );
}

/** Prints the card alone: the class keeps the rest of the dashboard off the paper while the print dialog is open. */
export function printTableCard(): void {
  const root = document.documentElement;
  root.classList.add('printing-table-card');
  const done = () => {
    root.classList.remove('printing-table-card');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
