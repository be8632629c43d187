/**
 * The guest's answering page (issue 20, /rsvp), one chunk loaded on demand once the guard has let a signed-in guest
 * in (web/src/app/pages.tsx, docs/decisions/0021-pages-loaded-on-demand.md): none of it, its styles included, is
 * in the first load of /login or /.
 */
import './rsvp.css';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#common/locales';
import type { GuestRsvp } from '#common/rsvp-api';
import { currentLocale } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { Answering } from './answering';
import { otherLanguages } from './person-language';
import { readRsvp, type RsvpRead } from './rsvp-calls';

// The home page's call comes with this chunk: one file for the call and the page, so following the call asks for
// nothing more.
export { loadAnswerCall } from './answer-call';

/**
 * Loads the private texts of a language (content/site-content.ts, given by the app: a chunk that imports that module
 * makes the build split React out of the app's own chunk, which costs the first load a request and a kilobyte).
 */
export type LoadLanguage = (locale: Locale) => Promise<unknown>;

/** The last word of the server, kept for the page's next showing within this page load (its code is loaded once). */
let last: { read: RsvpRead; at: number } | undefined;

/** A showing later than this after the last read asks the server again (another member may have answered). */
const FRESH_MS = 2_000;

/** The texts of the members' own languages, so each member's fieldset shows in theirs from the first frame. */
async function loadLanguagesOf(read: RsvpRead, pageLocale: Locale, loadLanguage: LoadLanguage): Promise<void> {
  if (read.kind !== 'form') return;
  // A language that cannot be loaded is shown in the page's (person-language.ts): never a failed page.
  await Promise.all(otherLanguages(read.rsvp.form, pageLocale).map((locale) => loadLanguage(locale).catch(() => undefined)));
}

let languageLoader: LoadLanguage = async () => undefined;

/** A read started before the guard had decided (startRsvpRead), for the router's step to take while it is fresh. */
let early: { read: Promise<RsvpRead>; at: number } | undefined;

/**
 * The early read is for the first showing, however slow the phone's start; one older than this was not taken by it
 * (the guard sent the guest elsewhere first) and is asked again.
 */
const EARLY_MS = 15_000;

/**
 * Reads the household's form from a request the app started with itself, while the guard still runs, and loads its
 * members' languages as soon as it is there: the app calls it when a signed-in guest's first page is this one
 * (docs/decisions/0043-a-signed-in-guests-first-page-starts-with-the-app.md). Those are the requests the page makes
 * anyway, and a language the guard is loading too is fetched once (site-content.ts); a failure is left to
 * loadRsvpPage, which asks again.
 */
export function startRsvpRead(request: Promise<Response | null>, loadLanguage: LoadLanguage): void {
  const read = readRsvp(request).then(async (form) => {
    // Before the translator has started, the page's language is not known yet: every member's own is loaded, the
    // page's among them being the request the guard makes, shared.
    await loadLanguagesOf(form, currentLocale(), loadLanguage);
    return form;
  });
  early = { read, at: Date.now() };
  read.catch(() => undefined);
}

/** The router's step before the page shows: the household's form and answer, and its members' languages. */
export async function loadRsvpPage(loadLanguage: LoadLanguage): Promise<void> {
  languageLoader = loadLanguage;
  const started = early && Date.now() - early.at < EARLY_MS ? early.read : undefined;
  early = undefined;
  // An early read that failed is asked again, as the page would have asked in the first place.
  const read = await (started ? started.catch(() => readRsvp()) : readRsvp());
  await loadLanguagesOf(read, currentLocale(), loadLanguage);
  last = { read, at: Date.now() };
}

function remember(rsvp: GuestRsvp): void {
  last = { read: { kind: 'form', rsvp }, at: Date.now() };
}

export function RsvpPage() {
  const { t } = useTranslation();
  const [read, setRead] = useState<RsvpRead>(() => last?.read ?? { kind: 'none' });
  /** A new Answering when a newer answer replaces the one shown, so its form starts from it. */
  const [shown, setShown] = useState(0);
  const touched = useRef(false);

  // Shown again later in the same page load: what the page kept may be old, so the server is asked once more.
  useEffect(() => {
    if (!last || Date.now() - last.at < FRESH_MS) return;
    let current = true;
    readRsvp()
      .then(async (fresh) => {
        await loadLanguagesOf(fresh, currentLocale(), languageLoader);
        if (!current || touched.current) return;
        last = { read: fresh, at: Date.now() };
        setRead(fresh);
        setShown((n) => n + 1);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="rsvp-page" aria-labelledby="rsvp-heading">
      <h1 id="rsvp-heading">{t('rsvp.heading')}</h1>
      {read.kind === 'personal-link' && <p className="rsvp-notice">{t('rsvp.personalLink')}</p>}
      {(read.kind === 'none' || (read.kind === 'form' && read.rsvp.form.events.length === 0)) && <p className="rsvp-notice">{t('rsvp.nothing')}</p>}
      {read.kind === 'form' && read.rsvp.form.events.length > 0 && (
        <Answering key={shown} initial={read.rsvp} onServerAnswer={remember} onTouched={() => (touched.current = true)} />
      )}
    </section>
  );
}
