/**
 * The outbox's calls (issue 27), typed by common/outbox-api.ts: the list, one message as sent, sending a failed one
 * again, and the couple's test e-mail, which is only queued (202): its state then says what the mail server answered.
 */
import { OUTBOX_API, type OutboxMessage, type OutboxMessageDetail, type OutboxPage, type TestMailRequest } from '#common/outbox-api';
import { request } from './admin-client';

export const outboxPage = (offset = 0) => request<OutboxPage>('GET', offset > 0 ? `${OUTBOX_API.outbox}?offset=${offset}` : OUTBOX_API.outbox);
export const outboxMessage = (id: number) => request<OutboxMessageDetail>('GET', OUTBOX_API.message(id));
/** 409 ('conflict', with the message as it is now) when it was sent meanwhile, or there is still no mail server. */
export const resendMessage = (id: number) => request<OutboxMessage>('POST', OUTBOX_API.resend(id));
/** 422 { field: 'to' } for an address that is not one. */
export const sendTestMail = (body: TestMailRequest) => request<OutboxMessage>('POST', OUTBOX_API.test, body);
