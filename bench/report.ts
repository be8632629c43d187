/** Plain-text tables for the terminal, the targets of the issue, and the raw results as JSON. */
import fs from 'node:fs';
import path from 'node:path';
import type { AdminListResult } from './admin-list';
import type { AnswersResult } from './invitation-answers';
import type { FloodResult } from './rsvp-flood';
import type { UploadResult } from './uploads';
import type { PhotoUploadResult } from './photo-uploads';
import type { OutboxResult } from './outbox';
import type { InvitationMailResult } from './invitation-mail';
import type { MailFloodResult } from './mail-flood';
import type { BundleResult } from './bundle-size';
import type { PageResult } from './lighthouse';
import type { SignInResult } from './sign-in-latency';
import type { StartupResult } from './startup';
import type { TestPageResult } from './test-page';
import type { ThroughputResult } from './status-throughput';
import { FIRST_LOAD_BUDGET } from '../test-support/first-load-budget';

export interface BenchResults {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    node: string;
    chromium: string;
    loadAverageAtStart: number;
    /** CPU microseconds per 4 KiB page of memory touched first, and written again (bench/fresh-memory.ts). */
    freshMemory: { firstTouchMicroseconds: number; rewriteMicroseconds: number };
    /** A browser test's first page: a new phone context opening /login, in the machine's CPU (bench/test-page.ts). */
    testPage: TestPageResult | null;
  };
  lighthouse: PageResult[];
  firstLoadJs: BundleResult;
  statusThroughput: ThroughputResult;
  signIn: SignInResult;
  adminList: AdminListResult;
  /** The invitation's answers: 300 households, three events (issue 20). */
  answers: AnswersResult;
  /** One personal link flooded for 10 s (issue 26). */
  flood: FloodResult;
  uploads: UploadResult;
  /** The same audits after the uploads replaced every photo. */
  lighthouseAfterUploads: PageResult[];
  /** The day's photos: twenty phones sending 20 MB each at once over tus (issue 39). */
  photoUploads: PhotoUploadResult;
  /** The outbox sending 300 e-mails through a real SMTP server (issue 27). */
  outbox: OutboxResult;
  /** The invitation by e-mail to 300 households in one request, then sent through a real SMTP server (issue 27). */
  invitationMail: InvitationMailResult;
  /** One guest link saving for 10 simulated minutes, spaced to defeat the coalescing of its e-mails (issue 36). */
  mailFlood: MailFloodResult;
  startup: StartupResult;
}

export interface Target {
  name: string;
  goal: string;
  measured: string;
  pass: boolean;
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** The server's high-water mark while the phones upload: its 120 MB at rest and tus's buffers, not the photos (400 MB). */
const PHOTO_UPLOADS_SERVER_MB = 300;
const section = (title: string, body: string) => `\n== ${title} ==\n${body}\n`;

export function lighthouseSection(pages: PageResult[], title = 'Lighthouse'): string {
  const rows = pages.map((p) => [
    `${p.path}${p.signedIn ? ' (signed in)' : ''}`,
    p.scores.performance,
    p.scores.accessibility,
    p.scores['best-practices'],
    p.fcpS.toFixed(2),
    p.lcpS.toFixed(2),
    p.cls.toFixed(3),
    p.tbtMs,
  ]);
  let body = table(['page', 'perf', 'a11y', 'best pr.', 'FCP s', 'LCP s', 'CLS', 'TBT ms'], rows);
  body += `\n(mobile, simulated throttling, median of ${pages[0]?.runs ?? 0} run(s) per page)`;
  for (const page of pages) {
    if (page.warnings.length > 0) body += `\n\nWarnings on ${page.path}:\n${page.warnings.map((w) => `  - ${w}`).join('\n')}`;
    if (page.failingAudits.length === 0) continue;
    body += `\n\nBelow 100 on ${page.path}${page.signedIn ? ' (signed in)' : ''}:\n`;
    body += page.failingAudits
      .map((a) => {
        const head = `  [${a.category}] ${a.id} (${a.score ?? 'error'}): ${a.title}${a.detail ? ` — ${a.detail}` : ''}`;
        return [head, ...a.items.map((item) => `      ${item.replace(/\s+/g, ' ').slice(0, 160)}`)].join('\n');
      })
      .join('\n');
  }
  return section(title, body);
}

export function bundleSection(bundle: BundleResult): string {
  const rows = bundle.scripts.map((s) => [
    s.path,
    (s.rawBytes / 1024).toFixed(1),
    (s.gzipBytes / 1024).toFixed(1),
    `${(s.sentBytes / 1024).toFixed(1)} ${s.sentEncoding}`,
  ]);
  rows.push(['total', bundle.rawKb.toFixed(1), bundle.gzipKb.toFixed(1), bundle.sentKb.toFixed(1)]);
  const brotli = bundle.brotliSentKb === null ? 'not sent as brotli to this browser' : `${bundle.brotliSentKb.toFixed(1)} kB brotli sent`;
  return section(`First-load JavaScript on ${bundle.page}`, `${table(['script', 'raw kB', 'gzip-9 kB', 'sent kB'], rows)}\n(${brotli})`);
}

export function throughputSection(t: ThroughputResult): string {
  // autocannon's latency histogram counts whole milliseconds.
  const row = (name: string, r: ThroughputResult['status']) => [name, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.requests];
  const body = table(['server (medians of the rounds)', 'req/s', 'p50 ms', 'p99 ms', 'requests'], [
    row('GET /api/status (Fastify, signed in)', t.status),
    row('bare node:http 200', t.bare),
  ]);
  const how = `${t.connections} connections, ${t.seconds} s on each server in ${t.rounds} alternating rounds after a 1 s warm-up`;
  return section('/api/status throughput', `${body}\nratio ${t.ratio.toFixed(2)}, median of the rounds' ratios ${t.roundRatios.join(' ')} (${how})`);
}

export function signInSection(s: SignInResult): string {
  const body = table(['sign-ins', 'p50 ms', 'p95 ms', 'min ms', 'max ms'], [[s.count, s.p50Ms, s.p95Ms, s.minMs, s.maxMs]]);
  return section('Password sign-in (sequential, OWASP scrypt N=2^17 r=8 p=1)', body);
}

export function adminListSection(a: AdminListResult): string {
  const rows = a.queries.map((q) => [`GET /api/admin/guests, ${q.name}`, q.p50Ms, q.p95Ms]);
  const body = table(['with ' + a.guests + ' guests', 'p50 ms', 'p95 ms'], rows);
  const browser = `import of ${a.guests} pasted names: ${a.importMs} ms; in Chromium, CPU slowed 4×: first rows of /admin after ${a.firstRowsMs} ms, a search's matches after ${a.searchMs} ms`;
  return section("The couple's dashboard", `${body}
${browser}`);
}

export function answersSection(a: AnswersResult): string {
  const rows = a.queries.map((q) => [q.name, q.p50Ms, q.p95Ms]);
  const body = table([`${a.households} households, ${a.people} people, ${a.events} events`, 'p50 ms', 'p95 ms'], rows);
  const form = a.guestFormMs === null ? 'a guest\'s form: not measured' : `in Chromium, CPU slowed 4×: a guest's form ready after ${a.guestFormMs} ms`;
  return section("The invitation's answers", `${body}
set-up through the API: ${a.setUpMs} ms; ${form}`);
}

export function floodSection(f: FloodResult): string {
  const c = f.counts;
  const g = f.guestsMeanwhile;
  const h = f.householdPage;
  const rows = [
    ['the database on disk grew by (kB)', f.databaseGrowthKb],
    [`a guest's /login meanwhile, every 100 ms (${g.requests}): p95 ms`, g.p95Ms],
    ["the couple's page of that household afterwards: p95 ms", h.p95Ms],
  ];
  const sent = `${c.sent} saves sent in ${f.seconds} s by 10 connections: ${c.saved} saved, ${c.refused} refused (429), ${c.other} other`;
  const b = f.guestsBefore;
  const more = `/login during the flood p50 ${g.p50Ms} ms, slowest ${g.maxMs} ms; for 5 s before it p50 ${b.p50Ms} ms, p95 ${b.p95Ms} ms; the household's page p50 ${h.p50Ms} ms, ${h.kb} kB`;
  return section('One personal link flooded', `${table(['figure', 'measured'], rows)}
${sent}
${more}`);
}

export function uploadsSection(u: UploadResult): string {
  const rows = [
    [`${u.photos} photos of ${u.photoPixels}, ${u.photoMb} MB each: the answer (median)`, u.answerMs],
    ['… ready for guests (median)', u.readyMedianMs],
    ['… ready for guests (slowest)', u.readyMaxMs],
    ['an iPhone HEIC (900 × 600), ready for guests', u.heicReadyMs],
    ['an iPhone HEIC of 48 MP (8064 × 6048), ready for guests', u.heic48ReadyMs],
    [`a progressive CMYK JPEG of ${u.progressive.largest.pixels}, ready for guests`, u.progressive.largest.readyMs],
    [`a ${u.videoMb} MB video, received and in place`, u.videoMs],
  ];
  const mb = (value: number | null) => (value === null ? 'not measured' : `${value} MB`);
  const { refused, largest } = u.progressive;
  const progressive = `progressive CMYK JPEGs, the image process's peak memory: ${largest.pixels} (the largest accepted) ${mb(largest.imageProcessMb)}; ${refused.pixels} answered ${refused.status}, ${mb(refused.imageProcessMb)}`;
  const memory = u.peakRssBeforeMb === null ? 'peak memory: not measured (no /proc)' : `the server's peak memory: ${u.peakRssBeforeMb} MB before the video, ${u.peakRssAfterMb} MB after`;
  const g = u.guestsMeanwhile;
  const meanwhile = `meanwhile, a guest's /login every 100 ms (${g.requests}): p50 ${g.p50Ms} ms, p95 ${g.p95Ms} ms, slowest ${g.maxMs} ms`;
  const m = u.memoryMeanwhile;
  const processes = m === null ? '' : `\npeak memory: the server ${m.serverMb} MB (its high-water mark), its image process ${m.childMb} MB, both at once ${m.totalMb} MB`;
  return section("The couple's uploads", `${table(['upload', 'ms'], rows)}
${meanwhile}${processes}
${progressive}
${memory}`);
}

export function photoUploadsSection(r: PhotoUploadResult): string {
  const rows = [
    ['all uploaded, from the first POST', r.allUploadedMs],
    ['a phone (median)', r.phoneMedianMs],
    ['a phone (slowest)', r.phoneMaxMs],
    ['all processed, from the first POST', r.allReadyMs],
  ];
  const [g, p, m] = [r.guestsWhileUploading, r.guestsWhileProcessing, r.memoryMeanwhile];
  return section(
    "The day's photos",
    `${r.phones} phones, ${r.photoMb} MB each, over tus in 1 MB chunks, at once (load average ${r.loadAverage.atStart} as they began, ${r.loadAverage.atEnd} at the end)
${table(['upload', 'ms'], rows)}
while they upload, a guest's /login every 100 ms (${g.requests}): p50 ${g.p50Ms} ms, p95 ${g.p95Ms} ms, slowest ${g.maxMs} ms
while the photos are processed (${p.requests}): p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, slowest ${p.maxMs} ms
${m === null ? 'peak memory: not measured (no /proc)' : `peak memory: the server ${m.serverMb} MB (its high-water mark), its image process ${m.childMb} MB, both at once ${m.totalMb} MB`}`,
  );
}

/**
 * Issue 39: guests' /login p95 under 100 ms while twenty phones upload, and the server's memory bounded: well under the
 * 400 MB the phones send, which it would pass if it held the uploads instead of streaming them to disk.
 */
export function photoUploadTargets(r: PhotoUploadResult): Target[] {
  const uploading = r.guestsWhileUploading.p95Ms;
  const processing = r.guestsWhileProcessing.p95Ms;
  const targets: Target[] = [
    { name: `guests' /login while ${r.phones} phones upload ${r.photoMb} MB each (p95)`, goal: '< 100 ms', measured: `${uploading} ms`, pass: uploading < 100 },
    { name: "guests' /login while the day's photos are processed (p95)", goal: '< 100 ms', measured: `${processing} ms`, pass: processing < 100 },
  ];
  const m = r.memoryMeanwhile;
  if (m !== null) targets.push({ name: `server memory while ${r.phones} phones upload`, goal: `<= ${PHOTO_UPLOADS_SERVER_MB} MB`, measured: `${m.serverMb} MB`, pass: m.serverMb <= PHOTO_UPLOADS_SERVER_MB });
  return targets;
}

export function outboxSection(o: OutboxResult): string {
  const g = o.guestsMeanwhile;
  return section(
    'The outbox',
    `${o.messages} e-mails at ${o.perMinute} a minute: queued in ${o.queueMs} ms, all received by the mail server after ${o.sentMs} ms, ${o.duplicates} twice
meanwhile, a guest's /login every 100 ms (${g.requests}): p50 ${g.p50Ms} ms, p95 ${g.p95Ms} ms, slowest ${g.maxMs} ms`,
  );
}

export function invitationMailSection(r: InvitationMailResult): string {
  const g = r.guestsMeanwhile;
  return section(
    'The invitation by e-mail',
    `${r.households} households, "send to all not yet sent": the couple's answer after ${r.answerMs} ms (${r.queued} queued; the server's CPU meanwhile: ${r.answerCpuMs ?? 'n/a'} ms), all received by the mail server after ${r.sentMs} ms at ${r.perMinute} a minute, ${r.duplicates} twice
meanwhile, a guest's /login every 100 ms (${g.requests}): p50 ${g.p50Ms} ms, p95 ${g.p95Ms} ms, slowest ${g.maxMs} ms`,
  );
}

export function mailFloodSection(r: MailFloodResult): string {
  return section(
    "One guest link flooding the couple's mailbox",
    `${r.minutes} simulated minutes, a save every 2 min 1 s: ${r.saves} saves (${r.refused} refused by the save budget)
e-mails that left: ${r.confirmations} confirmations, ${r.notices} notices to the couple (${r.confirmations + r.notices}; the bound: at most ${r.bound}; without it: ${r.unbounded})
the couple's invitations queued meanwhile: ${r.invitations.received} of ${r.invitations.queued} received by the mail server`,
  );
}

export function startupSection(s: StartupResult): string {
  const mb = (value: number | null) => (value === null ? 'n/a' : String(value));
  const rows = [
    ['node dist/server/main.js (compiled, production)', s.compiled.startMs, mb(s.compiled.rssMb)],
    ['node --import tsx server/main.ts', s.tsx.startMs, mb(s.tsx.rssMb)],
  ];
  return section(`Start-up (median of ${s.runs})`, table(['how the server runs', 'ms to /api/health', 'RSS MB'], rows));
}

export function testPageLine(t: TestPageResult | null): string {
  if (!t) return "A browser test's first page: not measured (no /proc/stat on this machine)";
  return (
    `A browser test's first page: ${t.cpuSeconds} CPU-seconds of the machine (${t.kernelCpuSeconds} in the kernel) and ` +
    `${t.pageFaults} page faults for a new phone context opening /login, median of ${t.loads} ` +
    `(0.50 to 0.63 where npm test took 26 to 36 times its build; 1.2 to 1.6 under PVM, 45 to 62 times: issue 40)`
  );
}

export function targetsOf(results: BenchResults): Target[] {
  const targets: Target[] = [];
  const audited = [...results.lighthouse, ...results.lighthouseAfterUploads.map((page) => ({ ...page, uploaded: true }))];
  for (const page of audited) {
    const name = `${page.path}${page.signedIn ? ' (signed in)' : ''}${'uploaded' in page ? ', uploaded photos' : ''}`;
    const s = page.scores;
    targets.push(
      { name: `${name} performance`, goal: '>= 95', measured: String(s.performance), pass: s.performance >= 95 },
      { name: `${name} accessibility`, goal: '100', measured: String(s.accessibility), pass: s.accessibility === 100 },
      { name: `${name} best practices`, goal: '100', measured: String(s['best-practices']), pass: s['best-practices'] === 100 },
      // Issue 37: 1.2 s, and toward 1.0 (docs/decisions/0057).
      { name: `${name} LCP`, goal: '<= 1.2 s', measured: `${page.lcpS.toFixed(2)} s`, pass: page.lcpS <= 1.2 },
      { name: `${name} CLS`, goal: '0', measured: page.cls.toFixed(3), pass: page.cls < 0.0005 },
    );
    // The weak spot: the signed-in page's blocking time (160-220 ms before the dashboard work); never larger.
    if (page.signedIn) targets.push({ name: `${name} TBT`, goal: '<= 220 ms', measured: `${page.tbtMs} ms`, pass: page.tbtMs <= 220 });
  }
  const js = results.firstLoadJs.gzipKb;
  targets.push({ name: 'first-load JS (gzip)', goal: '<= 100 kB', measured: `${js.toFixed(1)} kB`, pass: js <= 100 });
  // The budget npm test holds /login's scripts to (e2e/first-load-budget.spec.ts), here measured by the bench's browser.
  const { scripts: budget } = FIRST_LOAD_BUDGET['/login'];
  const { scripts, transferredBytes, budgetBytes } = results.firstLoadJs;
  targets.push({
    name: 'first-load JS within its budget (without HSTS, as the test counts)',
    goal: `<= ${budget.files} files, ${budget.bytes} bytes`,
    measured: `${scripts.length} files, ${budgetBytes} bytes (${transferredBytes} with HSTS)`,
    pass: scripts.length <= budget.files && budgetBytes <= budget.bytes,
  });
  const slowest = Math.max(...results.adminList.queries.map((q) => q.p95Ms));
  targets.push({ name: 'dashboard list API p95, 1,000 guests', goal: '<= 100 ms', measured: `${slowest} ms`, pass: slowest <= 100 });
  const firstRows = results.adminList.firstRowsMs;
  targets.push({ name: 'dashboard first rows (CPU 4×)', goal: '<= 2000 ms', measured: `${firstRows} ms`, pass: firstRows <= 2000 });
  const slowestCount = Math.max(...results.answers.queries.map((q) => q.p95Ms));
  targets.push({ name: 'answers: counts and list p95, 300 households', goal: '< 50 ms', measured: `${slowestCount} ms`, pass: slowestCount < 50 });
  const form = results.answers.guestFormMs;
  targets.push({ name: "a guest's answer form ready (CPU 4×)", goal: '< 1000 ms', measured: form === null ? 'not measured' : `${form} ms`, pass: form !== null && form < 1000 });
  const { flood } = results;
  targets.push(
    { name: 'database growth, one link flooded 10 s', goal: '<= 1024 kB', measured: `${flood.databaseGrowthKb} kB`, pass: flood.databaseGrowthKb <= 1024 },
    { name: "guests' /login during the flood (p95)", goal: '< 100 ms', measured: `${flood.guestsMeanwhile.p95Ms} ms`, pass: flood.guestsMeanwhile.p95Ms < 100 },
    { name: "the flooded household's page afterwards (p95)", goal: '< 50 ms', measured: `${flood.householdPage.p95Ms} ms`, pass: flood.householdPage.p95Ms < 50 },
  );
  const peak = results.uploads.peakRssAfterMb;
  if (peak !== null) {
    const grew = round1(peak - (results.uploads.peakRssBeforeMb ?? peak));
    targets.push({ name: 'memory a 100 MB upload adds', goal: '< 50 MB (streamed)', measured: `${grew} MB`, pass: grew < 50 });
  }
  const guests = results.uploads.guestsMeanwhile;
  targets.push({ name: "guests' answers while photos are processed (p95)", goal: '<= 100 ms', measured: `${guests.p95Ms} ms`, pass: guests.p95Ms <= 100 });
  const during = results.uploads.memoryMeanwhile;
  if (during !== null) {
    targets.push({ name: 'server memory, ten 12 MP photos and a 48 MP HEIC', goal: '<= 300 MB', measured: `${during.serverMb} MB`, pass: during.serverMb <= 300 });
  }
  const { refused, largest } = results.uploads.progressive;
  targets.push({ name: `a progressive JPEG of ${refused.pixels} refused`, goal: '422', measured: String(refused.status), pass: refused.status === 422 });
  if (largest.imageProcessMb !== null) {
    // docs/deploy.md: the image process takes up to about 800 MB (a 48 MP HEIC).
    const name = `image process, the largest progressive JPEG (${largest.pixels})`;
    targets.push({ name, goal: '<= 800 MB', measured: `${largest.imageProcessMb} MB`, pass: largest.imageProcessMb <= 800 });
  }
  targets.push(...photoUploadTargets(results.photoUploads));
  const { mailFlood } = results;
  const floodMails = mailFlood.confirmations + mailFlood.notices;
  targets.push(
    { name: `e-mails from one link saving for ${mailFlood.minutes} minutes`, goal: `<= ${mailFlood.bound}`, measured: String(floodMails), pass: floodMails <= mailFlood.bound },
    {
      name: "the couple's invitations sent during that flood",
      goal: `${mailFlood.invitations.queued} of ${mailFlood.invitations.queued}`,
      measured: `${mailFlood.invitations.received} of ${mailFlood.invitations.queued}`,
      pass: mailFlood.invitations.queued > 0 && mailFlood.invitations.received === mailFlood.invitations.queued,
    },
  );
  const sending = results.outbox.guestsMeanwhile;
  targets.push({ name: `guests' /login while the outbox sends ${results.outbox.messages} e-mails (p95)`, goal: '< 100 ms', measured: `${sending.p95Ms} ms`, pass: sending.p95Ms < 100 });
  targets.push({ name: 'e-mails received twice', goal: '0', measured: String(results.outbox.duplicates), pass: results.outbox.duplicates === 0 });
  const invitations = results.invitationMail;
  targets.push({ name: `queuing ${invitations.households} invitations (the couple's answer)`, goal: '< 300 ms', measured: `${invitations.answerMs} ms`, pass: invitations.answerMs < 300 });
  targets.push({ name: `guests' /login while the outbox sends ${invitations.households} invitations (p95)`, goal: '< 100 ms', measured: `${invitations.guestsMeanwhile.p95Ms} ms`, pass: invitations.guestsMeanwhile.p95Ms < 100 });
  targets.push({ name: 'invitations received twice', goal: '0', measured: String(invitations.duplicates), pass: invitations.duplicates === 0 });
  const ratio = results.statusThroughput.ratio;
  targets.push({ name: '/api/status vs bare node:http', goal: '>= 0.6', measured: ratio.toFixed(2), pass: ratio >= 0.6 });
  return targets;
}

export function targetsSection(targets: Target[]): string {
  const rows = targets.map((t) => [t.name, t.goal, t.measured, t.pass ? 'PASS' : 'FAIL']);
  const failed = targets.filter((t) => !t.pass).length;
  return section('Targets', `${table(['target', 'goal', 'measured', 'result'], rows)}\n${targets.length - failed} of ${targets.length} targets met`);
}

export function writeJson(file: string, results: BenchResults, targets: Target[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...results, targets }, null, 2) + '\n');
}
