/** How the couple hears of answers (issue 27), typed by common/answer-notices-api.ts. */
import { ANSWER_NOTICES_API, type AnswerNotices } from '#common/answer-notices-api';
import { request } from './admin-client';

export const answerNotices = () => request<AnswerNotices>('GET', ANSWER_NOTICES_API.notices);
/** 422 { field: 'to', code: 'invalid' | 'empty' } for an address that is not one, or none while a notice is wanted. */
export const saveAnswerNotices = (body: AnswerNotices) => request<AnswerNotices>('PUT', ANSWER_NOTICES_API.notices, body);
