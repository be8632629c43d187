import { useRef, useState } from 'react';
import type { InfoPage, InfoSection } from '#common/invitation-api';
import type { ApiFailure } from '../../api/admin-client';
import { orderInfoSections, removeInfoSection } from '../../api/invitation-calls';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ActionResult } from '../../components/action-result';
import { moved, MoveButtons } from '../../components/move-buttons';
import { failureText } from '../../components/problem-text';
import { useSave } from '../../components/use-save';
import { useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { useListFocus } from './move-focus';
import { LazyDetails } from './lazy-details';
import { SectionForm } from './section-form';
import { addSectionSpot } from '../../components/setup-spots';

interface PageSectionsProps {
  page: InfoPage;
  /** This page's sections, in order. */
  sections: InfoSection[];
  onChange: (sections: InfoSection[]) => void;
  onSignedOut: () => void;
}

/**
 * One page's sections (the FAQ editor's pattern, texts/faq-editor.tsx): each opens into its form, moves up or down
 * with the focus kept on the button, and is removed after one plain question; a new one is added last.
 */
export function PageSections({ page, sections, onChange, onSignedOut }: PageSectionsProps) {
  const { t } = useT();
  const textIn = useTextIn();
  const [removing, setRemoving] = useState<{ section: InfoSection; index: number } | null>(null);
  // One line for the list, above it: what a move or a removal did.
  const order = useSave(onSignedOut);
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, moving, removing: removingAt } = useListFocus(sections, heading);
  const headingId = `page-${page}-heading`;

  const titleOf = (section: InfoSection) => textIn(section.heading) || t('invitation.sections.untitled');
  const fail = (failure: ApiFailure) => {
    if (failure.kind === 'signed-out') return onSignedOut();
    order.show({ text: failureText(t, failure) ?? t('invitation.notSaved'), error: true });
  };

  async function reorder(section: InfoSection, index: number, delta: number) {
    const ids = moved(sections.map((s) => s.id), index, delta);
    await order.run(() => orderInfoSections(page, ids), {
      saved: t('invitation.sections.movedTo', { heading: titleOf(section), position: ids.indexOf(section.id) + 1, total: ids.length }),
      onSaved: (saved) => {
        moving(section.id, delta);
        onChange(saved.sections.filter((s) => s.page === page));
      },
      changedMeanwhile: t('invitation.sections.orderConflict'),
      notSaved: t('invitation.notSaved'),
    });
  }

  async function remove(section: InfoSection, index: number) {
    setRemoving(null);
    const answer = await removeInfoSection(section.id);
    if (!answer.ok && answer.failure.kind !== 'not-found') return fail(answer.failure);
    removingAt(index);
    onChange(sections.filter((s) => s.id !== section.id));
    order.show({ text: t('invitation.sections.removed', { heading: titleOf(section) }), error: false });
  }

  return (
    <section className="page-sections" id={`page-${page}`} aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t(`invitation.pages.${page}`)}
      </h3>
      <p className="help">
        {t(`invitation.pagesAbout.${page}`)} {sections.length === 0 && t('invitation.sections.none')}
      </p>
      <ActionResult message={order.message} />
      <ol className="ordered-items" ref={list}>
        {sections.map((section, index) => (
          <li key={section.id} className="ordered-item" data-item-id={section.id}>
            <LazyDetails summary={<span className="item-title">{titleOf(section)}</span>}>
              <SectionForm page={page} section={section} onSaved={(saved) => onChange(sections.map((s) => (s.id === saved.id ? saved : s)))} onSignedOut={onSignedOut} />
            </LazyDetails>
            <div className="row">
              <MoveButtons name={titleOf(section)} index={index} count={sections.length} busy={order.pending} onMove={(delta) => void reorder(section, index, delta)} />
              <button type="button" className="danger-link" aria-label={t('invitation.sections.removeNamed', { heading: titleOf(section) })} onClick={() => setRemoving({ section, index })}>
                {t('invitation.sections.remove')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <LazyDetails className="panel-group add-item" id={addSectionSpot(page)} summary={t('invitation.sections.addHeading', { page: t(`invitation.pages.${page}`) })}>
        <SectionForm page={page} section={null} onSaved={(section) => onChange([...sections, section])} onSignedOut={onSignedOut} />
      </LazyDetails>
      {removing && (
        <ConfirmDialog
          question={t('invitation.sections.removeQuestion', { heading: titleOf(removing.section) })}
          confirmLabel={t('invitation.sections.remove')}
          danger
          onConfirm={() => void remove(removing.section, removing.index)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
