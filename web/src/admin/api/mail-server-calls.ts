/** The couple's own mail server (issue 36), typed by common/mail-server-api.ts. */
import { MAIL_SERVER_API, type MailServerKept, type MailServerRequest, type MailServerScreen } from '#common/mail-server-api';
import { request } from './admin-client';

export const mailServer = () => request<MailServerScreen>('GET', MAIL_SERVER_API.server);
/**
 * Tries the server with the test e-mail and keeps it once it went. 422: the fields' problems, or `connection` with
 * what the server said; 409 while SMTP_URL is set; 429 while another test runs.
 */
export const saveMailServer = (body: MailServerRequest) => request<MailServerKept>('PUT', MAIL_SERVER_API.server, body);
