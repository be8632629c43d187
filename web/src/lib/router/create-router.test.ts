import { describe, expect, it } from 'vitest';
import { createRouter, type GuardResult, type HistoryAdapter, type Router } from './create-router';

/**
 * A browser history of paths with back/forward, where each entry keeps the scroll position it was left at (as the
 * real one keeps it in history.state), and a window whose scroll the router sets once a page has rendered.
 */
function fakeHistory(startPath: string) {
  const entries: Array<{ path: string; scroll?: number }> = [{ path: startPath }];
  let index = 0;
  let windowY = 0;
  const scrolledTo: number[] = [];
  let onPopState: (() => void) | undefined;
  let online = true;
  // Whether a dynamic import of the document failed, as the browser history hears it from the build's preload helper.
  let codeFailed = false;
  const documentsOpened: string[] = [];
  const pathOf = (url: URL) => url.pathname + url.search;
  const adapter: HistoryAdapter = {
    current: () => new URL(entries[index]!.path, 'https://wedding.test'),
    savedScroll: () => entries[index]!.scroll,
    push(url) {
      entries[index]!.scroll = windowY;
      entries.splice(index + 1, Infinity, { path: pathOf(url) });
      index += 1;
    },
    replace(url) {
      const samePage = url.pathname === new URL(entries[index]!.path, 'https://wedding.test').pathname;
      entries[index] = { path: pathOf(url), scroll: samePage ? entries[index]!.scroll : undefined };
    },
    onPopState(listener) {
      onPopState = listener;
      return () => (onPopState = undefined);
    },
    pageShown(y) {
      if (y === null) return;
      windowY = y;
      scrolledTo.push(y);
    },
    openAnew(url) {
      if (!codeFailed || !online) return false;
      documentsOpened.push(pathOf(url));
      return true;
    },
  };
  return {
    adapter,
    entries: () => entries.map((entry) => entry.path),
    shown: () => entries[index]!.path,
    /** Every scroll position the router set, in order. */
    scrolls: () => [...scrolledTo],
    /** The visitor scrolls the page shown. */
    scrollWindow: (y: number) => (windowY = y),
    windowY: () => windowY,
    /** The pages opened as new documents. */
    documentsOpened: () => [...documentsOpened],
    /** The browser says it is offline (or online again). */
    setOnline: (value: boolean) => (online = value),
    /** A dynamic import of the document failed, the router's or another's. */
    chunkFailed: () => (codeFailed = true),
    back() {
      entries[index]!.scroll = windowY;
      index -= 1;
      onPopState?.();
    },
    forward() {
      entries[index]!.scroll = windowY;
      index += 1;
      onPopState?.();
    },
  };
}

/** Renders every page the router shows at once, as React does, and tells the router so. */
function rendering<Data>(router: Router<Data>): Router<Data> {
  router.subscribe(() => router.pageRendered());
  return router;
}

/** A guard the test answers by hand, call by call and in any order, like status checks that cross on the network. */
function manualGuard() {
  const calls: { path: string; answer: (result: GuardResult<string>) => void }[] = [];
  const guard = (url: URL) =>
    new Promise<GuardResult<string>>((resolve) => calls.push({ path: url.pathname + url.search, answer: resolve }));
  return {
    guard,
    paths: () => calls.map((call) => call.path),
    answer(callIndex: number, result: GuardResult<string>) {
      calls[callIndex]!.answer(result);
      return settle();
    },
  };
}

/** Lets the awaited guard answers run through the router. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A router already showing `path` (the first guard answered with `data`). */
async function startedOn(path: string, data = 'first') {
  const history = fakeHistory(path);
  const guard = manualGuard();
  const router = rendering(createRouter(history.adapter, guard.guard));
  const started = router.start();
  await guard.answer(0, { data });
  await started;
  return { history, guard, router };
}

describe('the first load', () => {
  it('resolves start() only once the guard has answered, and then shows that page', async () => {
    const history = fakeHistory('/faq');
    const guard = manualGuard();
    const router = createRouter(history.adapter, guard.guard);
    let started = false;
    const starting = router.start().then(() => (started = true));
    await settle();
    expect(started).toBe(false);
    expect(router.getState()).toBeUndefined();

    await guard.answer(0, { data: 'faq data' });
    await starting;
    expect(router.getState()?.url.pathname).toBe('/faq');
    expect(router.getState()?.data).toBe('faq data');
    expect(history.entries()).toEqual(['/faq']);
    expect(history.scrolls()).toEqual([]);
  });

  it('replaces a redirected address (a used token) and runs the guard again for the target', async () => {
    const history = fakeHistory('/login?token=abc');
    const guard = manualGuard();
    const router = createRouter(history.adapter, guard.guard);
    const started = router.start();
    await guard.answer(0, { redirectTo: '/' });
    expect(guard.paths()).toEqual(['/login?token=abc', '/']);
    expect(router.getState()).toBeUndefined();

    await guard.answer(1, { data: 'home data' });
    await started;
    expect(history.entries()).toEqual(['/']);
    expect(router.getState()?.url.pathname).toBe('/');
    expect(router.getState()?.data).toBe('home data');
  });
});

describe('a navigation', () => {
  it('keeps the old page and the old address until its guard answers', async () => {
    const { history, guard, router } = await startedOn('/');
    const navigating = router.navigate('/faq');
    await settle();
    expect(router.getState()?.url.pathname).toBe('/');
    expect(history.entries()).toEqual(['/']);

    await guard.answer(1, { data: 'faq data' });
    await navigating;
    expect(router.getState()?.url.pathname).toBe('/faq');
    expect(history.entries()).toEqual(['/', '/faq']);
    expect(history.scrolls()).toEqual([0]);
  });

  it('tells the listeners once, with the new page and data already in place', async () => {
    const { guard, router } = await startedOn('/');
    const seen: unknown[] = [];
    router.subscribe(() => seen.push([router.getState()?.url.pathname, router.getState()?.data]));
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await navigating;
    expect(seen).toEqual([['/faq', 'faq data']]);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const { guard, router } = await startedOn('/');
    let calls = 0;
    const stop = router.subscribe(() => (calls += 1));
    stop();
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await navigating;
    expect(calls).toBe(0);
  });

  it('puts the redirect target in the place of the clicked page, guarded anew', async () => {
    const { history, guard, router } = await startedOn('/');
    const navigating = router.navigate('/faq');
    await guard.answer(1, { redirectTo: '/login' });
    await guard.answer(2, { data: 'login data' });
    await navigating;
    expect(guard.paths()).toEqual(['/', '/faq', '/login']);
    expect(history.entries()).toEqual(['/', '/login']);
    expect(router.getState()?.data).toBe('login data');
  });

  it('with replace, takes the place of the current entry', async () => {
    const { history, guard, router } = await startedOn('/login');
    const navigating = router.navigate('/', { replace: true });
    await guard.answer(1, { data: 'home data' });
    await navigating;
    expect(history.entries()).toEqual(['/']);
  });

  it('to the page already shown adds no history entry and does not scroll', async () => {
    const { history, guard, router } = await startedOn('/faq');
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq again' });
    await navigating;
    expect(history.entries()).toEqual(['/faq']);
    expect(history.scrolls()).toEqual([]);
    expect(router.getState()?.data).toBe('faq again');
  });

  it('gives up on a guard that redirects in a loop', async () => {
    const history = fakeHistory('/a');
    const router = createRouter(history.adapter, (url) =>
      Promise.resolve({ redirectTo: url.pathname === '/a' ? '/b' : '/a' }),
    );
    await expect(router.start()).rejects.toThrow(/loop/);
  });
});

describe('navigations that overlap', () => {
  it('show the newer one when it answers first, and drop the older answer that comes late', async () => {
    const { history, guard, router } = await startedOn('/');
    const older = router.navigate('/faq');
    const newer = router.navigate('/login');
    await guard.answer(2, { data: 'login data' });
    await guard.answer(1, { data: 'faq data' });
    await Promise.all([older, newer]);
    expect(router.getState()?.url.pathname).toBe('/login');
    expect(router.getState()?.data).toBe('login data');
    expect(history.entries()).toEqual(['/', '/login']);
  });

  it('show the newer one when the older answers first, without a passing glimpse of the older', async () => {
    const { history, guard, router } = await startedOn('/');
    const shown: unknown[] = [];
    router.subscribe(() => shown.push(router.getState()?.url.pathname));
    void router.navigate('/faq');
    void router.navigate('/login');
    await guard.answer(1, { data: 'faq data' });
    expect(shown).toEqual([]);
    await guard.answer(2, { data: 'login data' });
    expect(shown).toEqual(['/login']);
    expect(history.entries()).toEqual(['/', '/login']);
  });

  it('drop the redirect of an older navigation too', async () => {
    const { guard, router } = await startedOn('/');
    void router.navigate('/faq');
    void router.navigate('/login');
    await guard.answer(1, { redirectTo: '/somewhere' });
    expect(guard.paths()).toEqual(['/', '/faq', '/login']);
  });
});

describe('revalidate', () => {
  it('runs the guard again for the page shown, without a history entry or a scroll', async () => {
    const { history, guard, router } = await startedOn('/faq');
    let notified = 0;
    router.subscribe(() => (notified += 1));
    const revalidating = router.revalidate();
    await guard.answer(1, { data: 'fresh data' });
    await revalidating;
    expect(guard.paths()).toEqual(['/faq', '/faq']);
    expect(history.entries()).toEqual(['/faq']);
    expect(history.scrolls()).toEqual([]);
    expect(router.getState()?.data).toBe('fresh data');
    expect(notified).toBe(1);
  });

  it('replaces the page shown when the guard now redirects (the session ended)', async () => {
    const { history, guard, router } = await startedOn('/faq');
    const revalidating = router.revalidate();
    await guard.answer(1, { redirectTo: '/login' });
    await guard.answer(2, { data: 'login data' });
    await revalidating;
    expect(history.entries()).toEqual(['/login']);
    expect(router.getState()?.url.pathname).toBe('/login');
  });

  it('during a navigation, runs that navigation again instead of dropping it', async () => {
    const { history, guard, router } = await startedOn('/');
    void router.navigate('/faq');
    const revalidating = router.revalidate();
    expect(guard.paths()).toEqual(['/', '/faq', '/faq']);
    await guard.answer(2, { data: 'faq data' });
    await revalidating;
    expect(history.entries()).toEqual(['/', '/faq']);
  });
});

describe('back and forward', () => {
  /** Home, then a click to the FAQ: there is an entry to go back to. */
  async function onFaqAfterHome() {
    const started = await startedOn('/');
    const navigating = started.router.navigate('/faq');
    await started.guard.answer(1, { data: 'faq data' });
    await navigating;
    return started;
  }

  it('run the guard for the address the browser went to, and show it without writing history', async () => {
    const { history, guard, router } = await onFaqAfterHome();
    history.back();
    expect(guard.paths()).toEqual(['/', '/faq', '/']);
    expect(router.getState()?.url.pathname).toBe('/faq');
    await guard.answer(2, { data: 'home data' });
    expect(router.getState()?.url.pathname).toBe('/');
    expect(router.getState()?.data).toBe('home data');
    expect(history.entries()).toEqual(['/', '/faq']);
  });

  it('bring back the scroll position each entry was left at, once its page has rendered', async () => {
    const { history, guard, router } = await startedOn('/');
    history.scrollWindow(725);
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await navigating;
    expect(history.windowY()).toBe(0);
    history.scrollWindow(40);
    history.back();
    // While the guard runs, the FAQ is still shown: nothing scrolls yet.
    expect(history.windowY()).toBe(40);
    await guard.answer(2, { data: 'home data' });
    expect(history.windowY()).toBe(725);
    history.forward();
    await guard.answer(3, { data: 'faq data' });
    expect(history.windowY()).toBe(40);
    expect(history.scrolls()).toEqual([0, 725, 40]);
    expect(router.getState()?.visitorMoved).toBe(true);
  });

  it('open an entry without a saved position at the top', async () => {
    const { history, guard, router } = await startedOn('/');
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await navigating;
    history.scrollWindow(300);
    history.back();
    await guard.answer(2, { data: 'home data' });
    expect(history.windowY()).toBe(0);
    expect(router.getState()?.url.pathname).toBe('/');
  });

  it('replace the entry gone back to when the guard redirects it', async () => {
    const { history, guard } = await onFaqAfterHome();
    history.back();
    await guard.answer(2, { redirectTo: '/login' });
    await guard.answer(3, { data: 'login data' });
    expect(history.entries()).toEqual(['/login', '/faq']);
    expect(history.shown()).toBe('/login');
  });
});

describe('who moved', () => {
  it('marks a link or back/forward as the visitor’s move, but not the first load or a revalidation', async () => {
    const { history, guard, router } = await startedOn('/');
    expect(router.getState()?.visitorMoved).toBe(false);
    const navigating = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await navigating;
    expect(router.getState()?.visitorMoved).toBe(true);
    const revalidating = router.revalidate();
    await guard.answer(2, { data: 'faq again' });
    await revalidating;
    expect(router.getState()?.visitorMoved).toBe(false);
    history.back();
    await guard.answer(3, { data: 'home data' });
    expect(router.getState()?.visitorMoved).toBe(true);
  });
});

describe('a guard that throws', () => {
  it('keeps the page shown, marks the navigation failed, and leaves the router free for the next one', async () => {
    const history = fakeHistory('/');
    let fail = false;
    const router = rendering(
      createRouter(history.adapter, (url) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ data: url.pathname }))),
    );
    await router.start();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      fail = true;
      await expect(router.navigate('/faq')).resolves.toBeUndefined();
      expect(router.getState()).toMatchObject({ url: new URL('/', 'https://wedding.test'), data: '/', failed: true });
      expect(history.entries()).toEqual(['/']);
      // Nothing is left pending: a revalidation runs for the page shown, not for the failed navigation.
      fail = false;
      await router.revalidate();
      expect(router.getState()).toMatchObject({ data: '/', failed: false });
      await router.navigate('/faq');
      expect(router.getState()).toMatchObject({ data: '/faq', failed: false });
      await settle();
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('on the first load, rejects start(): there is no page to keep', async () => {
    const router = createRouter(fakeHistory('/').adapter, () => Promise.reject(new Error('offline')));
    await expect(router.start()).rejects.toThrow('offline');
  });
});

describe('a page loaded on demand', () => {
  /** A page loader the test answers by hand, like a chunk arriving over the network. */
  /** `chunkFailed` hears each failure, as the browser history hears the build's preload helper. */
  function manualLoader(chunkFailed: () => void) {
    const calls: { path: string; resolve: () => void; reject: (error: Error) => void }[] = [];
    const loadPage = (url: URL) =>
      new Promise<void>((resolve, reject) => calls.push({ path: url.pathname, resolve, reject }));
    return {
      loadPage,
      paths: () => calls.map((call) => call.path),
      loaded(callIndex: number) {
        calls[callIndex]!.resolve();
        return settle();
      },
      failed(callIndex: number) {
        chunkFailed();
        calls[callIndex]!.reject(new Error('chunk failed'));
        return settle();
      },
    };
  }

  async function startedWithLoader(path: string) {
    const history = fakeHistory(path);
    const guard = manualGuard();
    const loader = manualLoader(history.chunkFailed);
    const router = rendering(createRouter(history.adapter, guard.guard, { loadPage: loader.loadPage }));
    const started = router.start();
    await guard.answer(0, { data: 'first' });
    await loader.loaded(0);
    await started;
    return { history, guard, loader, router };
  }

  it('is fetched only after its guard lets the visitor through, and the old page stays until it is there', async () => {
    const { history, guard, loader, router } = await startedWithLoader('/');
    const shown: unknown[] = [];
    router.subscribe(() => shown.push(router.getState()?.url.pathname));
    const navigating = router.navigate('/faq');
    await settle();
    expect(loader.paths()).toEqual(['/']);

    await guard.answer(1, { data: 'faq data' });
    expect(loader.paths()).toEqual(['/', '/faq']);
    expect(router.getState()?.url.pathname).toBe('/');
    expect(history.entries()).toEqual(['/']);
    expect(shown).toEqual([]);

    await loader.loaded(1);
    await navigating;
    expect(shown).toEqual(['/faq']);
    expect(router.getState()).toMatchObject({ data: 'faq data', failed: false });
    expect(history.entries()).toEqual(['/', '/faq']);
  });

  it('is not fetched for a URL the guard redirects: only the redirect target is', async () => {
    const { guard, loader, router } = await startedWithLoader('/login');
    const navigating = router.navigate('/faq');
    await guard.answer(1, { redirectTo: '/login' });
    await guard.answer(2, { data: 'login data' });
    await loader.loaded(1);
    await navigating;
    expect(loader.paths()).toEqual(['/login', '/login']);
    expect(router.getState()?.data).toBe('login data');
  });

  it('is not fetched when the guard throws', async () => {
    const history = fakeHistory('/');
    const paths: string[] = [];
    let fail = false;
    const router = rendering(
      createRouter(history.adapter, () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ data: 'ok' })), {
        loadPage: async (url) => void paths.push(url.pathname),
      }),
    );
    await router.start();
    fail = true;
    await router.navigate('/faq');
    expect(paths).toEqual(['/']);
    expect(router.getState()?.failed).toBe(true);
  });

  it('that fails to load fails the navigation: the page shown stays, marked failed, and the next one works', async () => {
    const { history, guard, loader, router } = await startedWithLoader('/');
    const failing = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await loader.failed(1);
    await expect(failing).resolves.toBeUndefined();
    expect(router.getState()).toMatchObject({ url: new URL('/', 'https://wedding.test'), data: 'first', failed: true });
    expect(history.entries()).toEqual(['/']);

    // Offline, so in place (online it would be a new document: below).
    history.setOnline(false);
    const next = router.navigate('/login');
    await guard.answer(2, { data: 'login data' });
    await loader.loaded(2);
    await next;
    expect(router.getState()).toMatchObject({ data: 'login data', failed: false });
    expect(history.entries()).toEqual(['/', '/login']);
  });

  /** A router showing '/' whose navigation to /faq failed: the page's code did not come. */
  async function afterFaqFailed() {
    const started = await startedWithLoader('/');
    const failing = started.router.navigate('/faq');
    await started.guard.answer(1, { data: 'faq data' });
    await started.loader.failed(1);
    await failing;
    return started;
  }

  it('that failed once is opened as a new document at the next try, where the browser fetches it afresh', async () => {
    const { history, guard, loader, router } = await afterFaqFailed();

    // A browser may keep the failed import and fail it again without asking the network: the app does not try it in place.
    const retrying = router.navigate('/faq');
    await guard.answer(2, { data: 'faq data' });
    await retrying;
    expect(history.documentsOpened()).toEqual(['/faq']);
    expect(loader.paths()).toEqual(['/', '/faq']);
    expect(history.entries()).toEqual(['/']);
  });

  it('after a failure, opens only what the guard lets through: the page it redirects to, not the one asked for', async () => {
    const { history, guard, loader, router } = await afterFaqFailed();

    const redirected = router.navigate('/faq');
    await settle();
    expect(history.documentsOpened()).toEqual([]);
    await guard.answer(2, { redirectTo: '/login', data: 'login data' });
    await redirected;
    expect(history.documentsOpened()).toEqual(['/login']);
    expect(loader.paths()).toEqual(['/', '/faq']);
  });

  it('that failed once is tried again in place while the browser is offline', async () => {
    const { history, guard, loader, router } = await afterFaqFailed();
    history.setOnline(false);

    const offline = router.navigate('/faq');
    await guard.answer(2, { data: 'faq data' });
    await loader.failed(2);
    await offline;
    expect(router.getState()).toMatchObject({ url: new URL('/', 'https://wedding.test'), failed: true });

    const working = router.navigate('/faq');
    await guard.answer(3, { data: 'faq data' });
    await loader.loaded(3);
    await working;
    expect(router.getState()).toMatchObject({ data: 'faq data', failed: false });
    expect(history.documentsOpened()).toEqual([]);
    expect(loader.paths()).toEqual(['/', '/faq', '/faq', '/faq']);
  });

  it('opens the next page as a new document after a chunk failed outside the router, such as the menu\'s', async () => {
    const { history, guard, loader, router } = await startedWithLoader('/');
    const before = router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    await loader.loaded(1);
    await before;
    expect(history.documentsOpened()).toEqual([]);

    // The page's own chunk came; another import of this document did not (the invitation's menu, the call to answer).
    history.chunkFailed();
    const next = router.navigate('/');
    await guard.answer(2, { data: 'home data' });
    await next;
    expect(history.documentsOpened()).toEqual(['/']);
    expect(loader.paths()).toEqual(['/', '/faq']);
    expect(router.getState()?.url.pathname).toBe('/faq');
  });

  it('never opens the first page anew, though a chunk failed while its guard ran (a prefetch): it loads in place', async () => {
    const history = fakeHistory('/faq');
    const guard = manualGuard();
    const loader = manualLoader(history.chunkFailed);
    const router = rendering(createRouter(history.adapter, guard.guard, { loadPage: loader.loadPage }));
    const starting = router.start();
    history.chunkFailed();
    await guard.answer(0, { data: 'faq data' });
    await loader.loaded(0);
    await starting;
    expect(history.documentsOpened()).toEqual([]);
    expect(router.getState()).toMatchObject({ data: 'faq data', failed: false });
  });

  it('after a failure, runs the guard again for the page shown in place: only the visitor’s moves open anew', async () => {
    const { history, guard, loader, router } = await afterFaqFailed();
    const again = router.revalidate();
    await guard.answer(2, { data: 'first again' });
    await loader.loaded(2);
    await again;
    expect(history.documentsOpened()).toEqual([]);
    expect(router.getState()).toMatchObject({ data: 'first again', failed: false });

    const back = router.navigate('/faq');
    await guard.answer(3, { data: 'faq data' });
    await back;
    expect(history.documentsOpened()).toEqual(['/faq']);
  });

  it('on the first load, holds start() until it is there, and rejects start() if it fails', async () => {
    const history = fakeHistory('/faq');
    const guard = manualGuard();
    const loader = manualLoader(history.chunkFailed);
    const router = createRouter(history.adapter, guard.guard, { loadPage: loader.loadPage });
    let started = false;
    const starting = router.start().then(() => (started = true));
    await guard.answer(0, { data: 'faq data' });
    expect(started).toBe(false);
    expect(router.getState()).toBeUndefined();
    await loader.loaded(0);
    await starting;
    expect(router.getState()?.url.pathname).toBe('/faq');

    const failingRouter = createRouter(fakeHistory('/faq').adapter, () => Promise.resolve({ data: 'faq data' }), {
      loadPage: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(failingRouter.start()).rejects.toThrow('chunk failed');
  });

  it('loses to a newer navigation started while it loads, even when it arrives later', async () => {
    const { history, guard, loader, router } = await startedWithLoader('/');
    void router.navigate('/faq');
    await guard.answer(1, { data: 'faq data' });
    const newer = router.navigate('/login');
    await guard.answer(2, { data: 'login data' });
    await loader.loaded(2);
    await newer;
    await loader.loaded(1);
    expect(router.getState()?.url.pathname).toBe('/login');
    expect(history.entries()).toEqual(['/', '/login']);
  });
});

describe('a redirect that brings the data of its target', () => {
  it('shows the target at once, without running the guard again, replacing the address of the first load', async () => {
    const history = fakeHistory('/admin');
    const guard = manualGuard();
    const router = rendering(createRouter(history.adapter, guard.guard));
    const started = router.start();
    await guard.answer(0, { redirectTo: '/admin/sign-in', data: 'sign-in data' });
    await started;
    expect(guard.paths()).toEqual(['/admin']);
    expect(router.getState()).toMatchObject({ data: 'sign-in data', failed: false });
    expect(router.getState()?.url.pathname).toBe('/admin/sign-in');
    expect(history.entries()).toEqual(['/admin/sign-in']);
  });

  it('after a click, puts the target in the place of the clicked page', async () => {
    const { history, guard, router } = await startedOn('/');
    const navigating = router.navigate('/faq');
    await guard.answer(1, { redirectTo: '/login', data: 'login data' });
    await navigating;
    expect(guard.paths()).toEqual(['/', '/faq']);
    expect(history.entries()).toEqual(['/', '/login']);
    expect(router.getState()?.data).toBe('login data');
  });
});
