/**
 * What the language walks write (server/language-walk.test.ts through every place on the server,
 * e2e/language-walk.spec.ts in the browser): one event, meal, question, answer choice and venue-page section, each
 * in Romanian and English, the other three languages left empty, on a Romanian site.
 */
export const WRITTEN = {
  event: { ro: 'Cununia civilă', en: 'Civil ceremony' },
  meal: { ro: 'Sarmale cu mămăligă', en: 'Cabbage rolls with polenta' },
  question: { ro: 'Cum ajungeți la restaurant?', en: 'How will you get to the restaurant?' },
  choice: { ro: 'Cu autobuzul nostru', en: 'On our bus' },
  section: { ro: 'Parcarea de lângă primărie', en: 'Parking by the town hall' },
} as const;

export type Thing = keyof typeof WRITTEN;
