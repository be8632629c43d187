/**
 * The outbox's calls (issues 27 and 36), typed by common/outbox-api.ts: the list, one message as sent, sending a failed
 * one again, cancelling what still waits (one message, a batch), a household's waiting messages, and the couple's
 * test e-mail, which is only queued (202): its state then says what the mail server answered.
 */
import { OUTBOX_API, type CancelledCount, type OutboxMessage, type OutboxMessageDetail, type OutboxPage, type TestMailRequest } from '#common/outbox-api';
import { request } from './admin-client';

export const outboxPage = (offset = 0) => request<OutboxPage>('GET', offset > 0 ? `${OUTBOX_API.outbox}?offset=${offset}` : OUTBOX_API.outbox);
export const outboxMessage = (id: number) => request<OutboxMessageDetail>('GET', OUTBOX_API.message(id));
/** 409 ('conflict', with the message as it is now) when it was sent meanwhile, or there is still no mail server. */
export const resendMessage = (id: number) => request<OutboxMessage>('POST', OUTBOX_API.resend(id));
/** 422 { field: 'to' } for an address that is not one. */
export const sendTestMail = (body: TestMailRequest) => request<OutboxMessage>('POST', OUTBOX_API.test, body);
/** 409 ('conflict', with the message as it is now) when it is no longer waiting: on its way, sent, or cancelled already. */
export const cancelMessage = (id: number) => request<OutboxMessage>('POST', OUTBOX_API.cancel(id));
export const cancelBatch = (batch: number) => request<CancelledCount>('POST', OUTBOX_API.cancelBatch(batch));
export const waitingForHousehold = (guestId: number) => request<OutboxMessage[]>('GET', OUTBOX_API.household(guestId));
