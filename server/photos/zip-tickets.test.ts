import { describe, expect, it } from 'vitest';
import { createZipTickets, ZIP_TICKET_MS } from './zip-tickets';

describe('a ZIP ticket', () => {
  it('gives its request once, to its own reader only, and the other reader’s try does not spend it', () => {
    const tickets = createZipTickets(() => 0);
    const ticket = tickets.issue('h1', { ids: [3, 4] });
    expect(ticket).toMatch(/^[\w-]{22}$/);
    expect(tickets.issue('h1', { all: true })).not.toBe(ticket);
    expect(tickets.take(ticket, 'h2')).toBeUndefined();
    expect(tickets.take(ticket, 'h1')).toEqual({ ids: [3, 4] });
    expect(tickets.take(ticket, 'h1')).toBeUndefined();
    expect(tickets.take('not-a-ticket', 'h1')).toBeUndefined();
  });

  it('is good for a minute', () => {
    let time = 1_000;
    const tickets = createZipTickets(() => time);
    const early = tickets.issue('h1', { all: true });
    const late = tickets.issue('h1', { all: true });
    time += ZIP_TICKET_MS - 1;
    expect(tickets.take(early, 'h1')).toEqual({ all: true });
    time += 1;
    expect(tickets.take(late, 'h1')).toBeUndefined();
  });

  it('holds a bounded number, letting the oldest go first', () => {
    const tickets = createZipTickets(() => 0);
    const first = tickets.issue('h1', { all: true });
    const second = tickets.issue('h1', { all: true });
    for (let i = 0; i < 1_999; i += 1) tickets.issue(`h${i}`, { all: true });
    expect(tickets.take(first, 'h1')).toBeUndefined();
    expect(tickets.take(second, 'h1')).toEqual({ all: true });
  });
});
