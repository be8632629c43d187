import { expect, it } from 'vitest';
import { idleUnit } from './session-words';

it('says an unused session’s time in minutes under an hour, in hours from one', () => {
  expect(idleUnit(15)).toEqual(['minutes', 15]);
  expect(idleUnit(30)).toEqual(['minutes', 30]);
  expect(idleUnit(60)).toEqual(['hours', 1]);
  expect(idleUnit(480)).toEqual(['hours', 8]);
});
