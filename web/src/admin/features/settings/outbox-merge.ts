import type { OutboxMessage } from '#common/outbox-api';

/**
 * The outbox's list after it looked again at its first page: messages already shown take their new state where they
 * stay, in place (the focus on one of them stays too), and messages queued since come first. Messages beyond the
 * first page keep what was last seen of them.
 */
export function mergeMessages(shown: readonly OutboxMessage[], firstPage: readonly OutboxMessage[]): OutboxMessage[] {
  const fresh = new Map(firstPage.map((message) => [message.id, message]));
  const known = new Set(shown.map((message) => message.id));
  return [...firstPage.filter((message) => !known.has(message.id)), ...shown.map((message) => fresh.get(message.id) ?? message)];
}
