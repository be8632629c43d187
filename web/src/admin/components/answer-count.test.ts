import { describe, expect, it } from 'vitest';
import { answersIn } from './answer-count';

const change = (guestId: number, at: number, by: 'guest' | 'couple' = 'guest') => ({ guestId, at, by });

describe('answersIn', () => {
  it('counts a save of many fields as one answer', () => {
    expect(answersIn(Array.from({ length: 12 }, () => change(7, 1_000)))).toBe(1);
  });

  it('counts each household, each moment and each author apart', () => {
    expect(answersIn([change(7, 1_000), change(7, 1_000), change(8, 1_000), change(7, 2_000), change(7, 2_000, 'couple')])).toBe(4);
  });

  it('is none for no change', () => {
    expect(answersIn([])).toBe(0);
  });
});
