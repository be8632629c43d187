import type { RsvpOverview } from '#common/rsvp-api';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { ZoneNote } from './changes-list';
import { formatMoment, questionAnswerWords } from './rsvp-words';

/** The couple's own questions, each with who answered what ("Song request: Ana — ABBA, Dancing Queen"). */
export function QuestionAnswers({ overview, householdPath }: { overview: RsvpOverview; householdPath: (guestId: number) => string }) {
  const { t } = useT();
  const textIn = useTextIn();
  if (overview.questions.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="question-answers-heading">
      <h2 id="question-answers-heading">{t('rsvp.questionAnswers.heading')}</h2>
      {overview.questions.map((question) => {
        const answers = overview.answers.filter((answer) => answer.questionId === question.id);
        return (
          <div key={question.id} className="question-answers">
            <h3>{textIn(question.label) || t('rsvp.questions.untitled')}</h3>
            {answers.length === 0 ? (
              <p className="help">{t('rsvp.questionAnswers.none')}</p>
            ) : (
              <ul>
                {answers.map((answer, index) => (
                  <li key={index}>
                    <NavLink to={householdPath(answer.guestId)}>{answer.person ?? answer.household}</NavLink>
                    {answer.person && answer.person !== answer.household && <span className="muted"> ({answer.household})</span>}
                    {' — '}
                    <span className="answer-value">{questionAnswerWords(t, question, answer.value, textIn)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** What guests wrote to the couple, newest first, each with its household and when. */
export function GuestMessages({ overview, householdPath }: { overview: RsvpOverview; householdPath: (guestId: number) => string }) {
  const { t } = useT();
  const locale = adminLocale();
  const messages = [...overview.messages].sort((a, b) => b.at - a.at);
  return (
    <section className="panel" aria-labelledby="messages-heading">
      <h2 id="messages-heading">{t('rsvp.messages.heading')}</h2>
      {messages.length === 0 ? (
        <p>{t('rsvp.messages.none')}</p>
      ) : (
        <>
          <ZoneNote timeZone={overview.timeZone} />
          <ul className="guest-messages">
            {messages.map((message) => (
              <li key={`${message.guestId}-${message.at}`}>
                <blockquote>{message.message}</blockquote>
                <p className="help">
                  <NavLink to={householdPath(message.guestId)}>{message.household}</NavLink> · {formatMoment(message.at, overview.timeZone, locale)}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
