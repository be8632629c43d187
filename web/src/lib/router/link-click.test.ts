import { describe, expect, it } from 'vitest';
import { isPlainLeftClick } from './link-click';

const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe('isPlainLeftClick', () => {
  it('takes a plain left click on a link to this tab', () => {
    expect(isPlainLeftClick(plain, undefined)).toBe(true);
    expect(isPlainLeftClick(plain, '_self')).toBe(true);
  });

  it('leaves a middle click and every modifier click to the browser (new tab, new window, download)', () => {
    expect(isPlainLeftClick({ ...plain, button: 1 }, undefined)).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainLeftClick({ ...plain, [key]: true }, undefined)).toBe(false);
    }
  });

  it('leaves a link with another target to the browser', () => {
    expect(isPlainLeftClick(plain, '_blank')).toBe(false);
  });
});
