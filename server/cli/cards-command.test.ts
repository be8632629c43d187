import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestLink } from '../guests/guest-store';
import { escapeHtml } from '../escape-html';
import { CARD_TEXTS } from '../guests/card-texts';
import { switchToInvitation } from '../testing/invitation-phase';
import { PUBLIC_URL, guests, tempDir, withStore } from './cli-harness';

/** The <article> of the card whose name is `name` (escaped as it appears in the page). */
function cardOf(html: string, name: string): string {
  return html.split('<article').find((part) => part.includes(`>${escapeHtml(name)}</h2>`)) ?? '';
}

function seed(dir: string) {
  return withStore(dir, (store) => {
    const add = (name: string, language: 'ro' | 'fr' | null) => {
      const { guest, token } = store.add(name, language);
      return { name, link: guestLink(PUBLIC_URL, token, language), id: guest.id };
    };
    const guestsOnCards = [
      add('Ana Ionescu', 'ro'),
      add('Jan Novák', null),
      add('<script>alert(1)</script>', 'fr'),
      add('Tom & "Jerry"', null),
    ];
    const gone = add('Gone Guest', 'ro');
    store.revoke(gone.id);
    return { guestsOnCards, gone };
  });
}

describe('guests cards', () => {
  it('writes one self-contained page with a card per guest, in each guest’s language, names escaped', async () => {
    const dir = tempDir();
    const { guestsOnCards, gone } = seed(dir);
    const out = path.join(dir, 'cards.html');
    const result = await guests(dir, 'cards', '--out', out);
    expect(result.code, result.stderr).toBe(0);
    // Every card holds a working link: the owner's only.
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);
    const html = fs.readFileSync(out, 'utf8');

    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/); // content/wedding.json: defaultLocale "de"
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toMatch(/<title>Elena &amp; Julian · [^<]+<\/title>/);
    expect(html).toContain('@page { size: A4; margin: 12mm; }');
    expect(html).toContain('break-inside: avoid');

    for (const guest of guestsOnCards) {
      const card = cardOf(html, guest.name);
      expect(card, guest.name).not.toBe('');
      expect(card).toContain(`href="${escapeHtml(guest.link)}"`);
      expect(card).toContain('<svg class="qr"');
      // The written-out link, without the scheme.
      expect(card.replace(/<wbr>/g, '')).toContain(`>${escapeHtml(guest.link.replace('https://', ''))}</a>`);
    }
    expect(html).not.toContain(gone.name);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');

    // Each card speaks the guest's language; guests without one get the couple's default (German).
    expect(cardOf(html, 'Ana Ionescu')).toContain('lang="ro"');
    expect(cardOf(html, 'Ana Ionescu')).toContain('Scanați codul QR');
    expect(cardOf(html, 'Jan Novák')).toContain(escapeHtml(CARD_TEXTS.de.scanOrType));
    expect(cardOf(html, '<script>alert(1)</script>')).toContain(escapeHtml(CARD_TEXTS.fr.scanOrType));

    // Nothing is loaded from anywhere: the only addresses are the guests' own links.
    const links = new Set(guestsOnCards.map((g) => escapeHtml(g.link)));
    const addresses = html.match(/https?:\/\/[^\s"'<>)]*/g) ?? [];
    expect(addresses.filter((address) => !links.has(address))).toEqual([]);
    expect(html).not.toMatch(/src=|<link|@import|url\(|<script/i);
  });

  it('uses --lang for guests without a language and for the page, and refuses an unknown one', async () => {
    const dir = tempDir();
    seed(dir);
    const out = path.join(dir, 'cards-en.html');
    const result = await guests(dir, 'cards', '--out', out, '--lang', 'en');
    expect(result.code, result.stderr).toBe(0);
    const html = fs.readFileSync(out, 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(cardOf(html, 'Jan Novák')).toContain(escapeHtml(CARD_TEXTS.en.scanOrType));
    expect(cardOf(html, 'Ana Ionescu')).toContain(escapeHtml(CARD_TEXTS.ro.scanOrType));

    const bad = await guests(dir, 'cards', '--out', path.join(dir, 'x.html'), '--lang', 'it');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('unknown language "it"');
    const wrongExtension = await guests(dir, 'cards', '--out', path.join(dir, 'x.pdf'));
    expect(wrongExtension.code).toBe(1);
    expect(fs.existsSync(path.join(dir, 'x.html')) || fs.existsSync(path.join(dir, 'x.pdf'))).toBe(false);
  });

  it('heads each card with the invitation once the couple has switched the site to it (issue 27)', async () => {
    const dir = tempDir();
    seed(dir);
    const before = path.join(dir, 'before.html');
    expect((await guests(dir, 'cards', '--out', before)).code).toBe(0);
    expect(cardOf(fs.readFileSync(before, 'utf8'), 'Ana Ionescu')).toContain(`<p class="heading">${CARD_TEXTS.ro.heading.saveTheDate} · `);

    withStore(dir, (_guests, stores) => switchToInvitation(stores.invitation));
    const after = path.join(dir, 'after.html');
    const result = await guests(dir, 'cards', '--out', after);
    expect(result.code, result.stderr).toBe(0);
    const html = fs.readFileSync(after, 'utf8');
    expect(cardOf(html, 'Ana Ionescu')).toContain(`<p class="heading">${escapeHtml(CARD_TEXTS.ro.heading.invitation)} · `);
    expect(cardOf(html, 'Jan Novák')).toContain(`<p class="heading">${escapeHtml(CARD_TEXTS.de.heading.invitation)} · `);
    expect(html).not.toContain(CARD_TEXTS.ro.heading.saveTheDate);
  });
});
