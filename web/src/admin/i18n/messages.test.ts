/** The dashboard's five message files say the same things (test-support/message-parity.ts). */
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '#common/locales';
import { describeMessageParity, type Translation, type Tree } from '../../../../test-support/message-parity';

const load = (locale: Locale) => JSON.parse(fs.readFileSync(path.join(__dirname, 'messages', `${locale}.json`), 'utf8')) as Tree;

/** The only messages that may read as in English, each with its reason. */
const SAME_AS_ENGLISH: Record<Translation, Record<string, string>> = {
  de: {
    'add.name': '"Name" is the German word too',
    'guests.sortName': '"Name" is the German word too',
    'rsvp.sheet.person': '"Person" is the German word too',
    'guest.shareWhatsApp': 'a brand name',
    'guest.shareTelegram': 'a brand name',
    'video.heading': '"Video" is the German word too',
    'upload.failed': 'no words: only the file name and the reason',
    'rsvp.dietary.vegan': '"vegan" is the German word too',
    'rsvp.dietary.halal': 'the word every language borrows',
    'rsvp.answer.eventLegend': 'no words: only the event and the person',
    'rsvp.problems.inLanguage': 'no words: only the language and the problem',
    'mailServer.port': '"Port" is the German word too',
    'people.name': '"Name" is the German word too',
    'passkeys.name': '"Name" is the German word too',
    'nav.passkeys': '"Passkeys" is the German word too',
  },
  ro: {
    'guest.shareWhatsApp': 'a brand name',
    'guest.shareTelegram': 'a brand name',
    'guest.shareEmail': '"E-mail" is the usual Romanian word',
    'mail.heading': '"E-mail" is the usual Romanian word',
    'privacy.parts.messages_one': '"e-mail" is the usual Romanian word',
    'mailPreview.messages_one': '"e-mail" is the usual Romanian word',
    'mailPreview.languageOption_one': 'only the language and "e-mail", the usual Romanian word',
    'upload.failed': 'no words: only the file name and the reason',
    'rsvp.dietary.vegetarian': '"vegetarian" is the Romanian word too',
    'rsvp.dietary.vegan': '"vegan" is the Romanian word too',
    'rsvp.dietary.halal': 'the word every language borrows',
    'rsvp.answer.eventLegend': 'no words: only the event and the person',
    'rsvp.problems.inLanguage': 'no words: only the language and the problem',
    'reminders.schedule.when': 'no words: only the date and the zone',
    'mailServer.port': '"Port" is the Romanian word too',
  },
  ru: {
    'guest.shareWhatsApp': 'a brand name',
    'guest.shareTelegram': 'a brand name',
    'upload.failed': 'no words: only the file name and the reason',
    'rsvp.answer.eventLegend': 'no words: only the event and the person',
    'rsvp.problems.inLanguage': 'no words: only the language and the problem',
    'reminders.schedule.when': 'no words: only the date and the zone',
  },
  fr: {
    'people.roles.couple': '"couple" is the French word too',
    'guest.shareWhatsApp': 'a brand name',
    'guest.shareTelegram': 'a brand name',
    'guest.shareEmail': '"E-mail" is the usual French word',
    'sessions.heading': '"Sessions" is the French word too',
    'sessions.idle.minutes_one': '"minute" is the French word too',
    'sessions.idle.minutes_other': '"minutes" is the French word too',
    'nav.outbox': '"E-mails" is the usual French word',
    'outbox.heading': '"E-mails" is the usual French word',
    'outbox.kinds.invitation': '"Invitation" is the French word as well',
    'privacy.parts.messages_one': '"e-mail" is the usual French word',
    'mailPreview.messages_one': '"e-mail" is the usual French word',
    'mailPreview.messages_other': '"e-mails" is the usual French word',
    'mailPreview.languageOption_one': 'only the language and "e-mail", the usual French word',
    'mailPreview.languageOption_other': 'only the language and "e-mails", the usual French word',
    'privacy.parts.messages_other': '"e-mails" is the usual French word',
    'nav.invitation': '"Invitation" is the French word as well',
    'nav.photos': '"Photos" is the French word as well',
    'faq.question': '"Question" is the French word as well',
    'rsvp.dietary.halal': 'the word every language borrows',
    'reminders.schedule.when': 'no words: only the date and the zone',
    'mailServer.port': '"Port" is the French word as well',
  },
};

describeMessageParity('dashboard messages', load, SAME_AS_ENGLISH);
