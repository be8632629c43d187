/**
 * French "de" before a name (issue 36): "d’Elena", "de Paul". Elided before a vowel, with or without an accent, and
 * before a y that sounds as one ("d’Yves", but "de Yann"); never before an h, which may be aspirated ("de Hugo" is
 * as common as "d’Hugo"), nor before anything but a letter.
 */
const VOWEL = /^(?:[aeiouàâäéèêëîïôöùûüœæ]|y(?![aeiouàâäéèêëîïôöùûü]))/iu;

export const ofName = (name: string): string => (VOWEL.test(name.trimStart()) ? `d’${name.trimStart()}` : `de ${name}`);
