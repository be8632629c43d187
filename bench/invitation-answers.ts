/**
 * The invitation's answers at a wedding's size (issue 20): 300 households of three people, three events, every
 * household answered. How fast the server answers the couple's counts (GET /api/admin/rsvp) and the answer list
 * (the CSV of every answer), and, in Chromium with the CPU slowed 4×, how long a guest waits for the form.
 */
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { ADMIN_API } from '#common/admin-api';
import { INVITATION_API, type AdminEvent } from '#common/invitation-api';
import { LOCALES, type Locale } from '#common/locales';
import { RSVP_API, type RsvpAnswer } from '#common/rsvp-api';
import { CHROME_FLAGS, CHROME_PATH } from '../e2e/chromium';
import { signInAsCouple } from './session';
import { percentile, round } from './stats';

export const BENCH_HOUSEHOLDS = 300;
const REPEATS = 30;

export interface AnswersResult {
  households: number;
  events: number;
  people: number;
  setUpMs: number;
  /** p50 and p95 in ms, over REPEATS requests each. */
  queries: Array<{ name: string; p50Ms: number; p95Ms: number }>;
  /** From opening /rsvp signed in with a link to the form's first question, CPU slowed 4×; null when not measured. */
  guestFormMs: number | null;
}

const none = Object.fromEntries(LOCALES.map((l) => [l, ''])) as Record<Locale, string>;

export async function measureAnswers(baseUrl: string, adminPassword: string): Promise<AnswersResult> {
  const { cookie, call } = await signInAsCouple(baseUrl, adminPassword);

  const setUpStart = performance.now();
  const events: AdminEvent[] = [];
  for (const [title, start, end] of [['Ceremony', '2027-06-12T15:00', '2027-06-12T16:00'], ['Dinner', '2027-06-12T19:00', '2027-06-13T02:00'], ['Brunch', '2027-06-13T11:00', '2027-06-13T13:00']] as const) {
    events.push(
      await call<AdminEvent>('POST', INVITATION_API.events, {
        title: { ...none, en: title },
        description: none,
        dressCode: none,
        notes: none,
        startsAt: start,
        endsAt: end,
        timeZone: 'Europe/Bucharest',
        place: 'Palatul',
        address: 'Calea Victoriei 107, București',
        mapUrl: '',
        audience: 'invited',
      }),
    );
  }
  const meals = await call<{ meals: Array<{ id: number }> }>('PUT', RSVP_API.meals(events[1]!.id), {
    meals: [{ label: { ...none, en: 'Fish' }, forChildren: false }, { label: { ...none, en: 'Vegetarian' }, forChildren: false }],
  });
  await call('PUT', INVITATION_API.phase, { phase: 'invitation' });
  let people = 0;
  let firstLink: string | null = null;
  for (let h = 0; h < BENCH_HOUSEHOLDS; h++) {
    const guest = await call<{ id: number; link: string }>('POST', ADMIN_API.guests, { name: `Familia ${h}`, language: 'ro' });
    firstLink ??= guest.link;
    const members = (await call<{ members: Array<{ id: number }> }>('PUT', INVITATION_API.householdMembers(guest.id), {
      members: [0, 1, 2].map((m) => ({ name: `Person ${h}.${m}`, language: m === 2 ? 'ru' : null, child: m === 2 })),
    })).members;
    await call('PUT', INVITATION_API.householdInvitation(guest.id), { allEvents: true, eventIds: [], extraGuests: 1 });
    const answer: RsvpAnswer = {
      members: Object.fromEntries(
        members.map((member, m) => [
          String(member.id),
          {
            events: Object.fromEntries(events.map((event, e) => [String(event.id), { attending: (h + m + e) % 4 !== 0, meal: e === 1 && (h + m + e) % 4 !== 0 ? meals.meals[(h + m) % 2]!.id : null }])),
            dietary: m === 0 && h % 5 === 0 ? ['vegetarian'] : [],
            dietaryNote: '',
            accessibility: h % 17 === 0 ? 'A seat near the door' : '',
            questions: {},
          },
        ]),
      ),
      extras: [],
      message: h % 10 === 0 ? 'Abia așteptăm!' : '',
      questions: {},
    };
    await call('PUT', RSVP_API.household(guest.id), { answer, revision: 0 });
    people += members.length;
  }
  const setUpMs = round(performance.now() - setUpStart);

  const queries: AnswersResult['queries'] = [];
  for (const [name, path] of [['the couple’s counts (GET /api/admin/rsvp)', RSVP_API.overview], ['the answer list (answers.csv)', RSVP_API.answersCsv]] as const) {
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      times.push(performance.now() - start);
    }
    queries.push({ name, p50Ms: round(percentile(times, 50), 1), p95Ms: round(percentile(times, 95), 1) });
  }

  return { households: BENCH_HOUSEHOLDS, events: events.length, people, setUpMs, queries, guestFormMs: firstLink ? await guestFormMs(firstLink) : null };
}

/** A guest on a phone: the link signs in, then /rsvp until its first question can be answered (CPU 4×). */
async function guestFormMs(link: string): Promise<number | null> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const url = new URL(link);
    const start = performance.now();
    await page.goto(`${url.origin}/rsvp`);
    await page.locator('main fieldset input').first().waitFor({ timeout: 15_000 });
    return round(performance.now() - start);
  } catch {
    return null;
  } finally {
    await browser.close();
  }
}
