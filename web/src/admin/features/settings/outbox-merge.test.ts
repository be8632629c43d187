import { expect, it } from 'vitest';
import type { OutboxMessage } from '#common/outbox-api';
import { mergeMessages } from './outbox-merge';

const message = (id: number, state: OutboxMessage['state'] = 'queued'): OutboxMessage => ({
  id,
  kind: 'test',
  to: { address: `${id}@example.com`, name: '' },
  locale: 'en',
  subject: `Message ${id}`,
  state,
  attempts: 0,
  answer: null,
  createdAt: id,
  nextAttemptAt: id,
  finishedAt: null,
  batch: null,
});

it('puts new messages first, updates the shown ones in place, and keeps those beyond the first page', () => {
  const shown = [message(5), message(4), message(3), message(2, 'failed')];
  const firstPage = [message(7), message(6), message(5, 'sent'), message(4, 'sending')];
  expect(mergeMessages(shown, firstPage).map((m) => [m.id, m.state])).toEqual([
    [7, 'queued'],
    [6, 'queued'],
    [5, 'sent'],
    [4, 'sending'],
    [3, 'queued'],
    [2, 'failed'],
  ]);
});
