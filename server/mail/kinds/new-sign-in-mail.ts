/**
 * The couple told of a sign-in to their dashboard from a device it had not seen (issue 38, docs/decisions/0061):
 * when, on what, from where, and what to do if it was not them. Never the password nor anything typed. Written in
 * the language the couple hear of answers in (answer-notice-settings.ts). A person of the dashboard is told of a
 * sign-in as them on a device they had not signed in on, in their own words and language (docs/decisions/0065): what
 * to do is theirs to do (sign out everywhere, ask the couple for a new set-up link), not the couple's.
 */
import type { Locale } from '#common/locales';
import { dateTimeFormat, formatDate } from '#common/date-text';
import type { MailContent } from '../render-mail';

export interface NewSignInParams {
  /** When, and the wedding's time zone to say it in. */
  at: number;
  timeZone: string;
  browser: string | null;
  system: string | null;
  /** Where from: an IPv4 address or an IPv6 /64. */
  address: string;
  /** The dashboard's screen where the sessions are listed and ended (Settings; a person's, beside their passkeys). */
  settings: string;
  siteUrl: string;
  /** Told to a person of the dashboard of a sign-in as them, rather than to the couple of one with the password. */
  person?: boolean;
}

interface Words {
  subject: string;
  heading: string;
  /** What happened: `when` and `device` already in words. */
  what: (when: string, device: string, address: string) => string;
  ifYou: string;
  ifNot: string;
  open: string;
  footer: (site: string) => string;
  /** "Chrome on Android"; either may be unknown. */
  device: (browser: string | null, system: string | null) => string;
}

const joined = (on: string, unknown: string) => (browser: string | null, system: string | null) =>
  browser && system ? `${browser} ${on} ${system}` : (browser ?? system ?? unknown);

/** A person's words: only what differs from the couple's. */
type PersonWords = Pick<Words, 'subject' | 'heading' | 'what' | 'ifNot' | 'open'>;

const PERSON_WORDS: Record<Locale, PersonWords> = {
  en: {
    subject: 'A sign-in to the wedding dashboard as you, from a new device',
    heading: 'Someone signed in as you on a new device',
    what: (when, device, address) =>
      `On ${when}, someone signed in to the wedding site’s dashboard as you, on a device you had not signed in on before: ${device}, from the internet address ${address}.`,
    ifNot: 'If it was not you: open “Where you are signed in” beside your passkeys in the dashboard, sign out everywhere, and ask the couple for a new set-up link to choose another password.',
    open: 'Open your sign-ins',
  },
  de: {
    subject: 'Anmeldung im Hochzeits-Dashboard mit eurem Zugang von einem neuen Gerät',
    heading: 'Jemand hat sich mit eurem Zugang auf einem neuen Gerät angemeldet',
    what: (when, device, address) =>
      `Am ${when} hat sich jemand mit eurem Zugang im Dashboard der Hochzeitsseite angemeldet, auf einem Gerät, auf dem ihr euch noch nie angemeldet hattet: ${device}, von der Internetadresse ${address}.`,
    ifNot: 'Wenn nicht: Öffnet im Dashboard neben euren Passkeys „Wo ihr angemeldet seid“, meldet euch überall ab und bittet das Brautpaar um einen neuen Einrichtungslink, um ein anderes Passwort zu wählen.',
    open: 'Eure Anmeldungen öffnen',
  },
  ro: {
    subject: 'O conectare la panoul nunții cu contul vostru, de pe un dispozitiv nou',
    heading: 'Cineva s-a conectat cu contul vostru de pe un dispozitiv nou',
    what: (when, device, address) =>
      `Pe ${when}, cineva s-a conectat cu contul vostru la panoul de control al site-ului de nuntă, de pe un dispozitiv de pe care nu vă mai conectaserăți: ${device}, de la adresa de internet ${address}.`,
    ifNot: 'Dacă nu ați fost voi: deschideți „Unde sunteți conectați”, lângă cheile de acces din panoul de control, deconectați-vă peste tot și cereți mirilor un nou link de configurare, ca să alegeți altă parolă.',
    open: 'Deschideți conectările voastre',
  },
  ru: {
    subject: 'Вход в панель управления свадьбой под вашей учётной записью с нового устройства',
    heading: 'Кто-то вошёл под вашей учётной записью с нового устройства',
    what: (when, device, address) =>
      `${when} кто-то вошёл в панель управления свадебного сайта под вашей учётной записью, с устройства, с которого вы раньше не входили: ${device}, с интернет-адреса ${address}.`,
    ifNot: 'Если нет: откройте «Где выполнен вход» рядом с вашими ключами доступа в панели управления, выйдите везде и попросите у пары новую ссылку для настройки входа, чтобы выбрать другой пароль.',
    open: 'Открыть ваши входы',
  },
  fr: {
    subject: 'Une connexion au tableau de bord du mariage avec votre compte, depuis un nouvel appareil',
    heading: 'Quelqu’un s’est connecté avec votre compte depuis un nouvel appareil',
    what: (when, device, address) =>
      `Le ${when}, quelqu’un s’est connecté au tableau de bord du site de mariage avec votre compte, depuis un appareil où vous ne vous étiez jamais connectés\u00a0: ${device}, depuis l’adresse internet ${address}.`,
    ifNot: 'Sinon\u00a0: ouvrez «\u00a0Où vous êtes connectés\u00a0», à côté de vos clés d’accès dans le tableau de bord, déconnectez-vous partout et demandez au couple un nouveau lien de configuration pour choisir un autre mot de passe.',
    open: 'Ouvrir vos connexions',
  },
};

const WORDS: Record<Locale, Words> = {
  en: {
    subject: 'A sign-in to your wedding dashboard from a new device',
    heading: 'Someone signed in to your dashboard on a new device',
    what: (when, device, address) =>
      `On ${when}, someone signed in to your wedding site’s dashboard with its password, on a device that had not signed in before: ${device}, from the internet address ${address}.`,
    ifYou: 'If that was you, there is nothing to do.',
    ifNot: 'If it was not you: open Sessions in the dashboard’s Settings, sign everyone out, and have the dashboard’s password changed (whoever set up the site can do it). Whoever signed in knows it.',
    open: 'Open the settings',
    footer: (site) => `Sent by ${site} after a sign-in to its dashboard.`,
    device: joined('on', 'a device that did not say what it is'),
  },
  de: {
    subject: 'Anmeldung in eurem Hochzeits-Dashboard von einem neuen Gerät',
    heading: 'Jemand hat sich auf einem neuen Gerät in eurem Dashboard angemeldet',
    what: (when, device, address) =>
      `Am ${when} hat sich jemand mit dem Dashboard-Passwort in eurem Hochzeits-Dashboard angemeldet, auf einem Gerät, das sich dort noch nie angemeldet hatte: ${device}, von der Internetadresse ${address}.`,
    ifYou: 'Wenn ihr das wart, müsst ihr nichts tun.',
    ifNot: 'Wenn nicht: Öffnet im Dashboard unter Einstellungen die Sitzungen, meldet alle ab und lasst das Dashboard-Passwort ändern (das kann die Person, die die Seite eingerichtet hat). Wer sich angemeldet hat, kennt es.',
    open: 'Einstellungen öffnen',
    footer: (site) => `Gesendet von ${site} nach einer Anmeldung im Dashboard.`,
    device: joined('auf', 'ein Gerät, das nicht angibt, was es ist'),
  },
  ro: {
    subject: 'O conectare la panoul de control al nunții de pe un dispozitiv nou',
    heading: 'Cineva s-a conectat la panoul vostru de control de pe un dispozitiv nou',
    what: (when, device, address) =>
      `Pe ${when}, cineva s-a conectat cu parola panoului de control la panoul site-ului vostru de nuntă, de pe un dispozitiv care nu se mai conectase până acum: ${device}, de la adresa de internet ${address}.`,
    ifYou: 'Dacă ați fost voi, nu trebuie să faceți nimic.',
    ifNot: 'Dacă nu ați fost voi: deschideți Sesiuni în Setările panoului de control, deconectați pe toată lumea și cereți schimbarea parolei panoului (o poate schimba persoana care a configurat site-ul). Cine s-a conectat o cunoaște.',
    open: 'Deschideți setările',
    footer: (site) => `Trimis de ${site} după o conectare la panoul de control.`,
    device: joined('pe', 'un dispozitiv care nu spune ce este'),
  },
  ru: {
    subject: 'Вход в панель управления вашей свадьбой с нового устройства',
    heading: 'Кто-то вошёл в вашу панель управления с нового устройства',
    what: (when, device, address) =>
      `${when} кто-то вошёл в панель управления вашего свадебного сайта с паролем от неё, с устройства, с которого раньше не входили: ${device}, с интернет-адреса ${address}.`,
    ifYou: 'Если это были вы, ничего делать не нужно.',
    ifNot: 'Если нет: откройте «Сеансы» в настройках панели управления, завершите все сеансы и попросите сменить пароль от панели управления (это может сделать тот, кто настраивал сайт). Тот, кто вошёл, его знает.',
    open: 'Открыть настройки',
    footer: (site) => `Отправлено сайтом ${site} после входа в его панель управления.`,
    device: joined('на', 'устройство, которое не сообщило, что оно такое'),
  },
  fr: {
    subject: 'Une connexion au tableau de bord de votre mariage depuis un nouvel appareil',
    heading: 'Quelqu’un s’est connecté à votre tableau de bord depuis un nouvel appareil',
    what: (when, device, address) =>
      `Le ${when}, quelqu’un s’est connecté au tableau de bord de votre site de mariage avec son mot de passe, depuis un appareil qui ne s’y était jamais connecté\u00a0: ${device}, depuis l’adresse internet ${address}.`,
    ifYou: 'Si c’était vous, il n’y a rien à faire.',
    ifNot: 'Sinon\u00a0: ouvrez Sessions dans les Paramètres du tableau de bord, déconnectez tout le monde et faites changer le mot de passe du tableau de bord (la personne qui a installé le site peut le faire). La personne qui s’est connectée le connaît.',
    open: 'Ouvrir les paramètres',
    footer: (site) => `Envoyé par ${site} après une connexion à son tableau de bord.`,
    device: joined('sur', 'un appareil qui ne dit pas ce qu’il est'),
  },
};

export function newSignInMail(locale: Locale, params: NewSignInParams): MailContent {
  const words: Words = params.person ? { ...WORDS[locale], ...PERSON_WORDS[locale] } : WORDS[locale];
  const when = formatDate(dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: params.timeZone }), params.at);
  return {
    subject: words.subject,
    heading: words.heading,
    paragraphs: [words.what(when, words.device(params.browser, params.system), params.address), words.ifYou, words.ifNot],
    link: { label: words.open, url: params.settings },
    footer: words.footer(params.siteUrl),
  };
}
