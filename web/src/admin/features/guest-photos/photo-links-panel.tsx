import { useEffect, useId, useRef, useState } from 'react';
import type { FieldError } from '#common/api-problems';
import { ADMIN_PHOTOS_API, TABLE_CARDS, type PhotoSettings } from '#common/admin-photos-api';
import { newDropLink, newWallLink, startTableCards } from '../../api/guest-photo-calls';
import { ActionResult, useActionResult } from '../../components/action-result';
import { CardPrinter } from '../../components/card-printer';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFocusFirstProblem } from '../../components/focus-first-problem';
import { failureText, problemText } from '../../components/problem-text';
import { useRole } from '../../components/role-context';
import { SaveButton } from '../../components/save-button';
import { useT } from '../../i18n/admin-i18n';
import { qrImage } from '../../../lib/qr-image';

type LinkKind = 'drop' | 'wall';

interface PhotoLinksPanelProps {
  settings: PhotoSettings;
  onChanged: (settings: PhotoSettings) => void;
  onSignedOut: () => void;
}

/**
 * The two links of the day (issue 39): the drop link that table cards and the wall's corner carry (upload only), with
 * its QR code and its table cards to print (the card page the guests' cards are printed from); the wall's link, with
 * "Open the wall". Each can be replaced by a new one, which ends the old at once, after one plain question. The
 * couple's export of every original is here too.
 */
export function PhotoLinksPanel({ settings, onChanged, onSignedOut }: PhotoLinksPanelProps) {
  const { t } = useT();
  const id = useId();
  const role = useRole();
  const [qr, setQr] = useState<string | null>(null);
  const [asking, setAsking] = useState<LinkKind | null>(null);
  const [busy, setBusy] = useState<LinkKind | null>(null);
  const [cards, setCards] = useState(String(TABLE_CARDS.perSheet));
  // How many cards, refused by the server: said beside the field, which is marked and takes the focus.
  const [countProblems, setCountProblems] = useState<FieldError[]>([]);
  const countField = useRef<HTMLDivElement>(null);
  const focusCount = useFocusFirstProblem(countField);
  const dropResult = useActionResult();
  const wallResult = useActionResult();

  useEffect(() => {
    let current = true;
    void qrImage(settings.dropLink).then((image) => current && setQr(image));
    return () => {
      current = false;
    };
  }, [settings.dropLink]);

  async function renew(kind: LinkKind) {
    setAsking(null);
    if (busy) return;
    setBusy(kind);
    const answer = await (kind === 'drop' ? newDropLink() : newWallLink());
    setBusy(null);
    const result = kind === 'drop' ? dropResult : wallResult;
    if (answer.ok) {
      onChanged(answer.value);
      result.show({ text: t(`guestPhotos.links.${kind}Renewed`), error: false });
    } else if (answer.failure.kind === 'signed-out') onSignedOut();
    else result.show({ text: failureText(t, answer.failure) ?? t('errors.notSaved'), error: true });
  }

  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('guestPhotos.links.heading')}</h2>
      <h3>{t('guestPhotos.links.drop')}</h3>
      <p className="help">{t('guestPhotos.links.dropHelp')}</p>
      <p className="photo-link">
        <a href={settings.dropLink} target="_blank" rel="noopener noreferrer">
          {settings.dropLink}
        </a>
      </p>
      {qr && <img className="photo-link-qr" src={qr} alt={t('guestPhotos.links.qr')} width={180} height={180} />}
      <div className="field" ref={countField}>
        <label htmlFor={`${id}-cards`}>{t('guestPhotos.links.count')}</label>
        <input
          id={`${id}-cards`}
          type="number"
          inputMode="numeric"
          min={1}
          max={TABLE_CARDS.max}
          step={1}
          value={cards}
          onChange={(change) => setCards(change.target.value)}
          aria-invalid={countProblems.length > 0 || undefined}
          aria-describedby={countProblems.length > 0 ? `${id}-cards-problem ${id}-cards-help` : `${id}-cards-help`}
        />
        {countProblems.length > 0 && (
          <p id={`${id}-cards-problem`} className="error">
            {countProblems.map((problem) => problemText(t, problem)).join(' ')}
          </p>
        )}
        <p id={`${id}-cards-help`} className="help">
          {t('guestPhotos.links.countHelp')}
        </p>
      </div>
      {/* An empty or odd number is sent as it is (0, or null for NaN): the server's refusal says what to write. */}
      <CardPrinter
        start={() => startTableCards(Number(cards))}
        label={t('guestPhotos.links.print')}
        onProblems={(problems) => {
          setCountProblems(problems);
          if (problems.length > 0) focusCount();
        }}
      />
      <div className="row">
        <SaveButton busy={busy === 'drop'} onClick={() => setAsking('drop')} result={false}>
          {t('guestPhotos.links.newDrop')}
        </SaveButton>
      </div>
      <ActionResult message={dropResult.message} />
      <h3>{t('guestPhotos.links.wall')}</h3>
      <p className="help">{t('guestPhotos.links.wallHelp')}</p>
      <p className="photo-link">
        <code>{settings.wallLink}</code>
      </p>
      <div className="row">
        <a className="button primary" href={settings.wallLink} target="_blank" rel="noopener noreferrer">
          {t('guestPhotos.links.openWall')}
          <span className="visually-hidden"> {t('tabs.newTab')}</span>
        </a>
        <SaveButton busy={busy === 'wall'} onClick={() => setAsking('wall')} result={false}>
          {t('guestPhotos.links.newWall')}
        </SaveButton>
      </div>
      <ActionResult message={wallResult.message} />
      {role === 'couple' && (
        <>
          <h3>{t('guestPhotos.export.heading')}</h3>
          <p className="help">{t('guestPhotos.export.help')}</p>
          <a className="button" href={ADMIN_PHOTOS_API.export} download>
            {t('guestPhotos.export.download')}
          </a>
        </>
      )}
      {asking && (
        <ConfirmDialog
          question={t(`guestPhotos.links.${asking}Question`)}
          confirmLabel={t(asking === 'drop' ? 'guestPhotos.links.newDrop' : 'guestPhotos.links.newWall')}
          danger
          onConfirm={() => void renew(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
