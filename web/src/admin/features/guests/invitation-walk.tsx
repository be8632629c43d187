import { useCallback, useId } from 'react';
import type { InvitationWalk } from '#common/invitation-handoff-api';
import type { SitePhase } from '#common/invitation-api';
import type { ApiFailure } from '../../api/admin-client';
import { markInvitationGiven } from '../../api/invitation-handoff-calls';
import { failureText } from '../../components/problem-text';
import { fillShareText, shareText } from '../../components/share-texts';
import { WhatsAppWalk, type WalkStep } from '../../components/whatsapp-walk';
import { useT } from '../../i18n/admin-i18n';
import { useSiteLanguage } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { formatMoment } from './format';

interface InvitationWalkPanelProps {
  /** The households to invite by hand, loaded by the guest list's screen (which waits for it before drawing). */
  walk: InvitationWalk | undefined;
  /** Why the walk did not come. */
  failure: ApiFailure | null;
  couple: string;
  /** What the link opens now: the message speaks of the Save the Date or of the invitation. */
  phase: SitePhase | undefined;
  guestPath: (id: number) => string;
  /** A household was marked: the guest list shows it. */
  onMarked: () => void;
  onSignedOut: () => void;
}

/**
 * The invitation to every household, whatever its channel (issue 36): those with a phone and no e-mail address of
 * any of their people, one after another through WhatsApp (whatsapp-walk.tsx), the invitation written in the
 * household's language, marked sent by WhatsApp or given in person; and those with neither, named, each a link to
 * its page, with what to do. Nothing shows while every household can be, or has been, sent it by e-mail.
 */
export function InvitationWalkPanel({ walk, failure, couple, phase, guestPath, onMarked, onSignedOut }: InvitationWalkPanelProps) {
  const { t } = useT();
  const siteLanguage = useSiteLanguage();
  const id = useId();

  const record = useCallback(
    (channel: 'whatsapp' | 'inPerson') => async (guestId: number) => {
      const answer = await markInvitationGiven(guestId, channel);
      if (!answer.ok) return answer;
      onMarked();
      const date = formatMoment(answer.value.invitationByHand.at);
      return { ok: true as const, value: t(`guests.handoff.${channel}`, { date }) };
    },
    [onMarked, t],
  );

  if (failure) return <p className="error">{failureText(t, failure)}</p>;
  if (!walk || !phase || (walk.households.length === 0 && walk.unreachable.length === 0)) return null;
  const steps: WalkStep[] = walk.households.map((household) => {
    const locale = household.language ?? siteLanguage;
    return {
      guestId: household.guestId,
      name: household.name,
      phone: household.phone,
      message: fillShareText(shareText(locale, phase).message, { name: household.name, couple, link: household.link }),
      languageName: t(`languages.${locale}`),
    };
  });
  return (
    <section className="panel invitation-walk" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('guests.walk.heading')}</h2>
      {phase === 'saveTheDate' && <p className="warning">{t('guests.mail.saveTheDate')}</p>}
      {walk.households.length > 0 && (
        <WhatsAppWalk
          households={steps}
          heading={t('guests.walk.byWhatsApp')}
          help={t('guests.walk.help', { count: steps.length })}
          none=""
          marks={[
            { label: t('reminders.walk.markSent'), record: record('whatsapp') },
            { label: t('guests.handoff.gaveInPerson'), record: record('inPerson') },
          ]}
          onSignedOut={onSignedOut}
        />
      )}
      {walk.unreachable.length > 0 && (
        <div className="unreachable">
          <h3>{t('guests.walk.unreachableHeading', { count: walk.unreachable.length })}</h3>
          <ul>
            {walk.unreachable.map((household) => (
              <li key={household.guestId}>
                <NavLink to={guestPath(household.guestId)}>{household.name}</NavLink>
              </li>
            ))}
          </ul>
          <p className="help">{t('guests.walk.unreachableHelp')}</p>
        </div>
      )}
    </section>
  );
}
