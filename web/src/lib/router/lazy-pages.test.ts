import { describe, expect, it } from 'vitest';
import { createPages } from './lazy-pages';

/** A table of one page in the bundle and one on demand, whose load the test counts and can make fail. */
function pagesWithCounter() {
  let loads = 0;
  let failNext = false;
  const pages = createPages<string>({
    '/': { page: 'home' },
    '/faq': {
      load: () => {
        loads += 1;
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('chunk failed'));
        }
        return Promise.resolve('faq');
      },
    },
  });
  return { pages, loads: () => loads, failNextLoad: () => (failNext = true) };
}

describe('the pages table', () => {
  it('has a page of the bundle at once, and loading it fetches nothing', async () => {
    const { pages, loads } = pagesWithCounter();
    expect(pages.pageAt('/')).toBe('home');
    await pages.load('/');
    expect(loads()).toBe(0);
  });

  it('has a page on demand only once it is loaded, and fetches it once', async () => {
    const { pages, loads } = pagesWithCounter();
    expect(pages.pageAt('/faq')).toBeUndefined();
    expect(loads()).toBe(0);
    await pages.load('/faq');
    expect(pages.pageAt('/faq')).toBe('faq');
    await pages.load('/faq');
    expect(loads()).toBe(1);
  });

  it('passes a failed fetch on, and tries again at the next load', async () => {
    const { pages, loads, failNextLoad } = pagesWithCounter();
    failNextLoad();
    await expect(pages.load('/faq')).rejects.toThrow('chunk failed');
    expect(pages.pageAt('/faq')).toBeUndefined();
    await pages.load('/faq');
    expect(pages.pageAt('/faq')).toBe('faq');
    expect(loads()).toBe(2);
  });

  it('knows no page at an unknown path, nor at a name an object inherits', async () => {
    const { pages } = pagesWithCounter();
    await pages.load('/nowhere');
    expect(pages.pageAt('/nowhere')).toBeUndefined();
    expect(pages.pageAt('constructor')).toBeUndefined();
  });

  it('prefetches only a page on demand that has a prefetch, and its load then has it from the same module', async () => {
    // A module cache of one module, as the browser's: the first import fetches it, later ones get the same promise.
    let fetches = 0;
    let module: Promise<{ page: string }> | undefined;
    const importPage = () => (module ??= Promise.resolve().then(() => ((fetches += 1), { page: 'rsvp' })));
    let loads = 0;
    const pages = createPages<string>({
      '/': { page: 'home' },
      '/faq': { load: () => ((loads += 1), Promise.resolve('faq')) },
      '/rsvp': { load: async () => (await importPage()).page, prefetch: importPage },
    });
    pages.prefetch('/');
    pages.prefetch('/faq');
    pages.prefetch('/nowhere');
    expect(loads).toBe(0);
    pages.prefetch('/rsvp');
    expect(pages.pageAt('/rsvp')).toBeUndefined();
    await module;
    expect(fetches).toBe(1);
    await pages.load('/rsvp');
    expect(pages.pageAt('/rsvp')).toBe('rsvp');
    expect(fetches).toBe(1);
  });

  it('keeps a failed prefetch quiet, and the load tries again', async () => {
    let attempts = 0;
    const pages = createPages<string>({
      '/rsvp': {
        load: () => ((attempts += 1), Promise.resolve('rsvp')),
        prefetch: () => ((attempts += 1), Promise.reject(new Error('chunk failed'))),
      },
    });
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      pages.prefetch('/rsvp');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      await pages.load('/rsvp');
      expect(pages.pageAt('/rsvp')).toBe('rsvp');
      expect(attempts).toBe(2);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
