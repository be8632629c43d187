/**
 * The couple's choice of how to hear of answers (common/answer-notices-api.ts): read it, and save it. Registered
 * inside the admin API, so each route refuses a guest's session, no session and a cross-site request. An address
 * that is not one, or none while a notice is wanted, is a 422 the dashboard says beside the field; nothing is saved.
 */
import { ANSWER_NOTICES_API, answerNoticesSchema, type AnswerNotices } from '#common/answer-notices-api';
import { isMailAddress } from '#common/mail-address';
import { typedContact } from '#common/text-fields';
import { invalid } from '../http/error-answers';
import type { SchemaCheckedApp } from '../http/request-schemas';
import type { AnswerNoticeSettings, NoticeChoice } from './answer-notice-settings';

export interface AnswerNoticeRoutesOptions {
  notices: AnswerNoticeSettings;
  /** What the couple chose, with the default until they choose (answer-notice-settings.ts). */
  noticeChoice: NoticeChoice;
  now: () => number;
  /** Told after each save: the morning summary starts or stops waiting (daily-summary.ts). */
  onChange: () => void;
}

export async function answerNoticeRoutes(app: SchemaCheckedApp, { notices, noticeChoice, now, onChange }: AnswerNoticeRoutesOptions) {
  app.get(ANSWER_NOTICES_API.notices, async (): Promise<AnswerNotices> => noticeChoice());

  app.put(ANSWER_NOTICES_API.notices, { schema: { body: answerNoticesSchema } }, async (request, reply): Promise<AnswerNotices | undefined> => {
    const choice = { ...request.body, to: typedContact(request.body.to) };
    if (choice.to === '' && choice.mode !== 'never') return invalid(reply, [{ field: 'to', code: 'empty' }]);
    if (choice.to !== '' && !isMailAddress(choice.to)) return invalid(reply, [{ field: 'to', code: 'invalid' }]);
    notices.set(choice, now());
    onChange();
    return noticeChoice();
  });
}
