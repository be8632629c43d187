/**
 * The couple's test e-mail, sent to themselves from Settings: does the site reach an inbox through their mail
 * server, and not the spam folder? Written in the dashboard's language. Saved as a file while no mail server is set,
 * it says so itself.
 */
import type { Locale } from '#common/locales';
import type { MailContent } from '../render-mail';

export interface TestMailParams {
  /** The couple's names, as the site shows them. */
  couple: string;
  /** The mail server's host (SMTP_URL without user and password), or null when none is set. */
  server: string | null;
  /** The site's address (PUBLIC_URL). */
  siteUrl: string;
}

type Words = (params: TestMailParams) => MailContent;

const WORDS: Record<Locale, Words> = {
  en: ({ couple, server, siteUrl }) => ({
    subject: `A test e-mail from your wedding site (${couple})`,
    heading: 'Your wedding site can send e-mail',
    paragraphs: [
      server
        ? `This test went from your site through your mail server, ${server}. If it reached your inbox and not your spam folder, invitations and reminders will reach your guests the same way.`
        : 'This test was written by your site but not sent: no mail server is set up, so it was saved as a file on the server. Whoever installed the site can connect your mailbox; the deployment guide explains how.',
      'If it landed in spam, the deployment guide explains in plain words how to set up SPF, DKIM and DMARC for the address it came from.',
    ],
    footer: `Sent by ${siteUrl} because someone asked for a test in its dashboard.`,
  }),
  de: ({ couple, server, siteUrl }) => ({
    subject: `Eine Test-E-Mail eurer Hochzeitsseite (${couple})`,
    heading: 'Eure Hochzeitsseite kann E-Mails senden',
    paragraphs: [
      server
        ? `Dieser Test kam von eurer Seite über euren Mailserver ${server}. Wenn er in eurem Posteingang gelandet ist und nicht im Spam, erreichen Einladungen und Erinnerungen eure Gäste auf demselben Weg.`
        : 'Diesen Test hat eure Seite geschrieben, aber nicht gesendet: Es ist kein Mailserver eingerichtet, deshalb wurde er als Datei auf dem Server gespeichert. Wer die Seite installiert hat, kann euer Postfach anbinden; die Anleitung zur Einrichtung erklärt, wie.',
      'Falls er im Spam gelandet ist: Die Anleitung zur Einrichtung erklärt in einfachen Worten, wie ihr SPF, DKIM und DMARC für die Absenderadresse einrichtet.',
    ],
    footer: `Gesendet von ${siteUrl}, weil im Dashboard ein Test angefordert wurde.`,
  }),
  ro: ({ couple, server, siteUrl }) => ({
    subject: `Un e-mail de test de pe site-ul vostru de nuntă (${couple})`,
    heading: 'Site-ul vostru de nuntă poate trimite e-mailuri',
    paragraphs: [
      server
        ? `Acest test a plecat de pe site-ul vostru prin serverul vostru de e-mail, ${server}. Dacă a ajuns în Inbox și nu în Spam, invitațiile și mementourile vor ajunge la invitați la fel.`
        : 'Acest test a fost scris de site-ul vostru, dar nu a fost trimis: nu este configurat niciun server de e-mail, așa că a fost salvat ca fișier pe server. Cine a instalat site-ul vă poate conecta căsuța de e-mail; ghidul de instalare explică cum.',
      'Dacă a ajuns în Spam, ghidul de instalare explică pe înțeles cum configurați SPF, DKIM și DMARC pentru adresa de la care a fost trimis.',
    ],
    footer: `Trimis de ${siteUrl}, pentru că cineva a cerut un test din panoul de control.`,
  }),
  ru: ({ couple, server, siteUrl }) => ({
    subject: `Тестовое письмо с вашего свадебного сайта (${couple})`,
    heading: 'Ваш свадебный сайт умеет отправлять письма',
    paragraphs: [
      server
        ? `Это тестовое письмо отправлено с вашего сайта через ваш почтовый сервер ${server}. Если оно пришло во «Входящие», а не в спам, приглашения и напоминания дойдут до гостей так же.`
        : 'Это тестовое письмо составлено вашим сайтом, но не отправлено: почтовый сервер не настроен, поэтому письмо сохранено файлом на сервере. Тот, кто устанавливал сайт, может подключить ваш почтовый ящик — в руководстве по установке написано как.',
      'Если письмо попало в спам, в руководстве по установке простыми словами объяснено, как настроить SPF, DKIM и DMARC для адреса отправителя.',
    ],
    footer: `Отправлено сайтом ${siteUrl}: в панели управления попросили прислать тестовое письмо.`,
  }),
  fr: ({ couple, server, siteUrl }) => ({
    subject: `Un e-mail de test de votre site de mariage (${couple})`,
    heading: 'Votre site de mariage peut envoyer des e-mails',
    paragraphs: [
      server
        ? `Ce test est parti de votre site par votre serveur de messagerie, ${server}. S’il est arrivé dans votre boîte de réception et non dans les indésirables, les invitations et les rappels parviendront à vos invités de la même façon.`
        : 'Ce test a été rédigé par votre site, mais pas envoyé\u00a0: aucun serveur de messagerie n’est configuré, il a donc été enregistré comme fichier sur le serveur. La personne qui a installé le site peut y relier votre boîte mail\u202f; le guide de déploiement explique comment.',
      'S’il est arrivé dans les indésirables, le guide de déploiement explique simplement comment configurer SPF, DKIM et DMARC pour l’adresse d’envoi.',
    ],
    footer: `Envoyé par ${siteUrl} à la suite d’une demande de test dans le tableau de bord.`,
  }),
};

export const testMail = (locale: Locale, params: TestMailParams): MailContent => WORDS[locale](params);
