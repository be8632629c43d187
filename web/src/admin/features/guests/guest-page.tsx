import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { ADMIN_API } from '#common/admin-api';
import type { FieldError } from '#common/api-problems';
import { reachOf, type Contacts } from '#common/contacts';
import type { AdminGuest } from '#common/guest-list-api';
import type { SitePhase } from '#common/invitation-api';
import type { Locale } from '#common/locales';
import { guest as guestById, newGuestLink, removeGuest, revokeGuest, startCards, updateGuest } from '../../api/admin-calls';
import { sitePhase } from '../../api/invitation-calls';
import type { ApiFailure } from '../../api/admin-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingLine } from '../../components/loading-section';
import { failureText, problemText } from '../../components/problem-text';
import { ActionResult } from '../../components/action-result';
import { SaveButton } from '../../components/save-button';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useSiteLanguage } from '../../i18n/site-language';
import { NavLink } from '../../../lib/router/nav-link';
import { CardPrinter } from '../../components/card-printer';
import { HouseholdDetailsFields } from './household-details-fields';
import { InvitationBox } from './invitation-box';
import { WaitingMailPanel } from './waiting-mail-panel';
import { savedWithWaitingMail } from './waiting-mail-words';
import { MemberLinksPanel } from './member-links-panel';
import { MembersEditor } from './members-editor';
import { formatDay, formatMoment } from './format';
import { ShareLinks } from '../../components/share-links';
import { InvitationHandoffControls } from './invitation-handoff';
import { shareText } from '../../components/share-texts';

interface GuestPageProps {
  guestId: number;
  couple: string;
  onBack: () => void;
  onSignedOut: () => void;
  /** The household's answers to the invitation (the answers' screen), when the dashboard has it. */
  answersPath?: string;
}

type Danger = 'revoke' | 'new-link' | 'remove';

function EditForm({ guest, onSaved }: { guest: AdminGuest; onSaved: (guest: AdminGuest) => void }) {
  const { t } = useT();
  const id = useId();
  const [name, setName] = useState(guest.name);
  const [language, setLanguage] = useState<Locale | null>(guest.language);
  const [note, setNote] = useState(guest.note);
  const [contacts, setContacts] = useState<Contacts>({ email: guest.email, phone: guest.phone });
  const save = useSave();
  const { problems } = save;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(() => updateGuest(guest.id, { name, language, note, ...contacts }), {
      saved: (saved) => savedWithWaitingMail(t, t('common.saved'), saved.waitingMail),
      onSaved: (saved) => {
        // As stored: a number in its international form (+40722123456), which says which country it was read in.
        setContacts({ email: saved.email, phone: saved.phone });
        onSaved(saved);
      },
    });
  }

  const fieldProblem = (field: FieldError['field']) => problems.find((p) => p.field === field);
  const nameProblem = fieldProblem('name');
  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('guest.edit')}</h2>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('add.name')}</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} aria-invalid={nameProblem ? true : undefined} aria-describedby={nameProblem ? `${id}-name-problem` : undefined} />
        {nameProblem && (
          <p id={`${id}-name-problem`} className="error">
            {problemText(t, nameProblem)}
          </p>
        )}
      </div>
      <HouseholdDetailsFields
        id={id}
        language={language}
        onLanguage={setLanguage}
        note={note}
        onNote={setNote}
        contacts={contacts}
        onContacts={setContacts}
        problemOf={fieldProblem}
      />
      <SaveButton type="submit" className="primary" save={save} busyLabel={t('common.saving')}>
        {t('common.save')}
      </SaveButton>
    </form>
  );
}

/**
 * Everything about one guest: the link to share, the QR code and card, visits, and the changes (docs/product.md, the
 * couple's dashboard).
 */
export function GuestPage({ guestId, couple, onBack, onSignedOut, answersPath }: GuestPageProps) {
  const { t } = useT();
  const siteLanguage = useSiteLanguage();
  const [guest, setGuest] = useState<AdminGuest | undefined>();
  /** What the link leads to now, which the share message names: the Save the Date or the invitation (issue 27). */
  const [phase, setPhase] = useState<SitePhase | undefined>();
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [danger, setDanger] = useState<Danger | null>(null);
  /** What revoking or a new link did, said in the danger zone beside its buttons. */
  const acted = useSave(onSignedOut);
  /** Counts the changes made to the household elsewhere on this page (a household of one renamed renames its member): the members editor starts again from them. */
  const [membersVersion, setMembersVersion] = useState(0);
  /** Counts the saves that may have re-addressed or cancelled a waiting e-mail: the list of them is read again. */
  const [mailVersion, setMailVersion] = useState(0);

  const fail = useCallback(
    (result: ApiFailure) => {
      if (result.kind === 'signed-out') onSignedOut();
      setFailure(result);
    },
    [onSignedOut],
  );

  useEffect(() => {
    void guestById(guestId).then((result) => (result.ok ? setGuest(result.value) : fail(result.failure)));
    void sitePhase().then((result) => (result.ok ? setPhase(result.value.phase) : fail(result.failure)));
  }, [guestId, fail]);

  async function act(action: Danger) {
    setDanger(null);
    if (action === 'remove') {
      // The page goes with the guest: the list says nothing more.
      return acted.run(() => removeGuest(guestId), { saved: null, onSaved: onBack });
    }
    await acted.run(() => (action === 'revoke' ? revokeGuest(guestId) : newGuestLink(guestId)), {
      saved: (saved) => (action === 'revoke' ? t('guest.revokedDone') : t('guest.newLinkDone', { name: saved.name })),
      onSaved: setGuest,
      // Revoking takes its button away: the result takes the focus, as it does for a new link, whose result is the link above.
      focusResult: 'on-success',
    });
  }

  if (!guest || !phase) {
    // The same heading element as once the guest is loaded: the focus a navigation puts on it stays there.
    return (
      <section className="guest-page" aria-labelledby="guest-heading">
        <button type="button" className="back" onClick={onBack}>
          {t('common.back')}
        </button>
        <header className="page-header">
          <h1 id="guest-heading">{t('guest.heading')}</h1>
        </header>
        <LoadingLine failure={failure} />
      </section>
    );
  }
  const link = guest.link;
  /** Where the share buttons send: the household's own address and number, else a member's. */
  const reach = reachOf(guest, guest.members);
  const questions: Record<Danger, { question: string; confirm: string }> = {
    revoke: { question: t('guest.revokeQuestion', { name: guest.name }), confirm: t('guest.revokeConfirm') },
    'new-link': { question: t('guest.newLinkQuestion', { name: guest.name }), confirm: t('guest.newLinkConfirm') },
    remove: { question: t('guest.removeQuestion', { name: guest.name }), confirm: t('guest.removeConfirm') },
  };

  return (
    <section className="guest-page" aria-labelledby="guest-heading">
      <button type="button" className="back" onClick={onBack}>
        {t('common.back')}
      </button>
      <header className="page-header">
        <h1 id="guest-heading">{guest.name}</h1>
        <p>
          {guest.language ? t(`languages.${guest.language}`) : t('common.noLanguage')}
          {guest.note && ` · ${guest.note}`}
        </p>
        {(guest.email || guest.phone) && (
          <p className="contacts">
            {guest.email && <a href={`mailto:${guest.email}`}>{guest.email}</a>}
            {guest.email && guest.phone && ' · '}
            {guest.phone && <a href={`tel:${guest.phone}`}>{guest.phone}</a>}
          </p>
        )}
        {answersPath && (
          <p>
            <NavLink to={answersPath} className="button">
              {t('rsvp.household.fromGuest')}
            </NavLink>
          </p>
        )}
      </header>
      {failure && (
        <p className="error" role="alert">
          {failureText(t, failure)}
        </p>
      )}

      <div className="panel">
        <h2>{t('guest.link')}</h2>
        {link ? (
          <>
            <input className="link" readOnly value={link} aria-label={t('guest.link')} onFocus={(event) => event.target.select()} />
            <ShareLinks guest={{ name: guest.name, link }} to={reach} couple={couple} text={shareText(guest.language ?? siteLanguage, phase)} />
            <InvitationHandoffControls
              guestId={guest.id}
              handoff={guest.invitationByHand}
              onChanged={(invitationByHand) => setGuest({ ...guest, invitationByHand })}
              onSignedOut={onSignedOut}
            />
            <MemberLinksPanel guest={guest} link={link} couple={couple} phase={phase} />
          </>
        ) : (
          <p>{t('guest.revokedOn', { date: formatMoment(guest.revokedAt!) })}</p>
        )}
      </div>

      {link && (
        <div className="panel qr">
          <h2>{t('guest.qr')}</h2>
          <img src={ADMIN_API.qr(guest.id, 'svg')} alt={t('guest.qrAlt', { name: guest.name })} width={200} height={200} />
          <p className="qr-downloads">
            <a className="button" href={`${ADMIN_API.qr(guest.id, 'png')}?download=1`} download>
              {t('guest.downloadPng')}
            </a>
            <a className="button" href={`${ADMIN_API.qr(guest.id, 'svg')}?download=1`} download>
              {t('guest.downloadSvg')}
            </a>
          </p>
          <CardPrinter start={() => startCards({ ids: [guest.id] })} label={t('guest.printCard')} />
        </div>
      )}

      <div className="panel">
        <h2>{t('guest.visits')}</h2>
        <dl className="facts">
          <dt>{t('guest.firstVisit')}</dt>
          <dd>{guest.firstVisitAt === null ? t('common.never') : formatMoment(guest.firstVisitAt)}</dd>
          <dt>{t('guest.lastVisit')}</dt>
          <dd>{guest.lastVisitAt === null ? t('common.never') : formatMoment(guest.lastVisitAt)}</dd>
          <dt>{t('guest.visitCount')}</dt>
          <dd>{guest.visitCount}</dd>
          <dt>{t('guest.status')}</dt>
          <dd>{guest.revokedAt === null ? t('guest.active') : t('guest.revokedOn', { date: formatMoment(guest.revokedAt) })}</dd>
          <dt>{t('guest.heading')}</dt>
          <dd>{t('guest.added', { date: formatDay(guest.createdAt) })}</dd>
        </dl>
      </div>

      <EditForm
        key={guest.id}
        guest={guest}
        onSaved={(saved) => {
          setGuest(saved);
          setMembersVersion((version) => version + 1);
          setMailVersion((version) => version + 1);
        }}
      />

      {/* Keys of their own: siblings sharing a key (the guest's id) would be confused with one another. */}
      <MembersEditor
        key={`members-${guest.id}-${membersVersion}`}
        guest={guest}
        onSaved={(saved) => {
          setGuest(saved);
          setMailVersion((version) => version + 1);
        }}
        onFailure={fail}
      />

      <InvitationBox key={`invitation-${guest.id}`} guest={guest} onSaved={({ allEvents, extraGuests }) => setGuest((current) => current && { ...current, allEvents, extraGuests })} onFailure={fail} />

      <WaitingMailPanel key={`mail-${guest.id}-${mailVersion}`} guestId={guest.id} onFailure={fail} />

      <div className="panel danger-zone">
        {guest.revokedAt === null && (
          <SaveButton className="danger" save={acted} result={false} onClick={() => setDanger('revoke')}>
            {t('guest.revoke')}
          </SaveButton>
        )}
        <SaveButton save={acted} result={false} onClick={() => setDanger('new-link')}>
          {t('guest.newLink')}
        </SaveButton>
        <SaveButton className="danger" save={acted} result={false} onClick={() => setDanger('remove')}>
          {t('guest.remove')}
        </SaveButton>
        <ActionResult message={acted.message} />
      </div>

      {danger && (
        <ConfirmDialog
          question={questions[danger].question}
          confirmLabel={questions[danger].confirm}
          danger={danger !== 'new-link'}
          onConfirm={() => void act(danger)}
          onCancel={() => setDanger(null)}
        />
      )}
    </section>
  );
}
