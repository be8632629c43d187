import { useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '#common/locales';
import { TEXT_SECTIONS, sectionOfTextKey, type PreviewPage, type TextSectionId } from '#common/message-groups';
import { faqIn, type AdminContent, type SiteText, type TextValue } from '#common/site-content';
import { useAdminContent } from '../../api/use-admin-content';
import { ActionResult } from '../../components/action-result';
import { LanguageSelect } from '../../components/language-select';
import { failureText } from '../../components/problem-text';
import { SaveButton } from '../../components/save-button';
import { textName } from '../../components/text-name';
import { useSave } from '../../components/use-save';
import { LoadingLine } from '../../components/loading-section';
import { adminLocale, useT } from '../../i18n/admin-i18n';
import { useTextIn } from '../../i18n/site-language';
import { messagesOf } from '../../preview/preview-messages';
import type { PreviewScene } from '../../preview/preview-protocol';
import { FaqEditor } from './faq-editor';
import { PreviewPanel } from './preview-panel';
import { saveTexts } from './save-texts';
import { changedTexts, draftsWithParagraphs, paragraphDraftKey, type ParagraphDrafts } from './text-changes';
import { TextItemField, type Refusal } from './text-item-field';
import { itemFlag, itemId, itemsOf, paragraphOf, PARAGRAPHS, type Drafts, type ParagraphId, type TextItem } from './text-items';
import { searchItems } from './text-search';
import { useWideScreen } from './use-wide-screen';
import './texts.css';

/** What the preview frame shows: the page, the language and every text as it stands on the screen. */
function sceneOf(content: AdminContent, drafts: Drafts, page: PreviewPage, locale: Locale): PreviewScene {
  return {
    type: 'show',
    page,
    locale,
    messages: messagesOf(content.texts, drafts, locale),
    facts: content.facts,
    photos: content.photos.flatMap((photo) => (photo.image ? [{ ...photo.image, alt: photo.alt[locale] }] : [])),
    video: content.video,
    faq: faqIn(content.faq, locale),
  };
}

const pageOfSection = (section: TextSectionId) => TEXT_SECTIONS.find((s) => s.id === section)!.page;

/**
 * What guests read, a language and a page at a time (two languages side by side on a wide screen), in the order
 * guests read it; the story as one field of lines; a search over every text; the texts that need attention; one
 * Save for everything changed, its result beside it; the page previewed as a guest sees it, one tap away.
 */
interface TextsPageProps {
  /** A text to open the screen at, in one language, the focus in its field (the invitation's list of texts, issue 27). */
  open?: { key: string; locale: Locale };
  onSignedOut: () => void;
}

export function TextsPage({ open, onSignedOut }: TextsPageProps) {
  const { t } = useT();
  const id = useId();
  const wide = useWideScreen();
  const textIn = useTextIn();
  const { content, failure, update } = useAdminContent(onSignedOut);
  const [locale, setLocale] = useState<Locale>(open?.locale ?? adminLocale);
  const [second, setSecond] = useState<Locale | null>(null);
  const [section, setSection] = useState<TextSectionId>(open ? sectionOfTextKey(open.key) : 'home');
  /** The text to put the focus in once it is shown; once only, so coming back to its page later leaves the focus be. */
  const [toFocus, setToFocus] = useState(open);
  const [query, setQuery] = useState('');
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [singles, setSingles] = useState<Drafts>(new Map());
  const [paragraphs, setParagraphs] = useState<ParagraphDrafts>(new Map());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, Refusal>>(new Map());
  const [preview, setPreview] = useState<{ page: PreviewPage | null; locale: Locale | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const result = useSave(onSignedOut);

  const { drafts, tooLong } = useMemo(() => draftsWithParagraphs(content?.texts ?? [], singles, paragraphs), [content, singles, paragraphs]);
  const changes = useMemo(() => changedTexts(content?.texts ?? [], drafts), [content, drafts]);
  const previewPage = preview?.page ?? pageOfSection(section);
  const previewLocale = preview?.locale ?? locale;
  const scene = useMemo(() => (content && preview ? sceneOf(content, drafts, previewPage, previewLocale) : null), [content, drafts, preview, previewPage, previewLocale]);

  if (!content) {
    return (
      <section className="panel" aria-labelledby="texts-heading">
        <h1 id="texts-heading">{t('texts.heading')}</h1>
        <LoadingLine failure={failure} />
      </section>
    );
  }

  const locales: Locale[] = wide && second && second !== locale ? [locale, second] : [locale];
  const sectionName = (id: TextSectionId) => t(`texts.groups.${id}`);
  const nameOf = (item: TextItem): string => (item.kind === 'paragraph' ? t(`textFinder.paragraphs.${item.id}`) : textName(t, textIn, item.text));
  const sectionOfItem = (item: TextItem) => sectionOfTextKey(item.kind === 'text' ? item.text.key : item.lines[0]!.key);
  const needsAttention = (item: TextItem) => locales.some((l) => itemFlag(item, l, drafts) !== undefined);

  const searching = query.trim() !== '';
  const listing = searching || attentionOnly;
  let items = listing ? itemsOf(content.texts) : itemsOf(content.texts, section);
  if (searching) items = searchItems(items, query, locales, drafts, nameOf);
  if (attentionOnly) items = items.filter(needsAttention);
  const changedItems = new Set(changes.map(({ key }) => paragraphOf(key)?.id ?? key)).size;

  const clearResult = () => result.clear();
  const setText = (text: SiteText, l: Locale, value: TextValue) => {
    clearResult();
    setSingles((current) => new Map(current).set(text.key, { ...(current.get(text.key) ?? text.texts), [l]: value }));
  };
  const setParagraph = (paragraph: ParagraphId, l: Locale, typed: string) => {
    clearResult();
    setParagraphs((current) => new Map(current).set(paragraphDraftKey(paragraph, l), typed));
  };
  const replaceTexts = (saved: SiteText[]) => update((c) => ({ ...c, texts: c.texts.map((old) => saved.find((text) => text.key === old.key) ?? old) }));
  const forget = (keys: ReadonlySet<string>) => {
    setSingles((current) => new Map([...current].filter(([key]) => !keys.has(key))));
    // The paragraph typed goes too: the couple took the version saved elsewhere for one of its lines.
    setParagraphs((current) => new Map([...current].filter(([draftKey]) => !PARAGRAPHS.find((p) => p.id === draftKey.split(':')[0])!.keys.some((key) => keys.has(key)))));
    setRefusals((current) => new Map([...current].filter(([key]) => !keys.has(key))));
  };
  const withoutRefusal = (key: string) => setRefusals((current) => new Map([...current].filter(([k]) => k !== key)));

  async function save() {
    if (result.pending) return;
    if (tooLong.length > 0) return result.showAndFocus({ text: t('textFinder.fixFirst'), error: true });
    if (changes.length === 0) return result.showAndFocus({ text: t('textFinder.nothingChanged'), error: false });
    // Each text is its own request (save-texts.ts); the button is busy until the last has answered.
    await result.run(async () => ({ ok: true as const, value: await saveTexts(changes) }), { saved: null, onSaved: said });
  }

  /** What the texts' save did: kept, refused beside their fields, or stopped by a failure that is not about a text. */
  function said(outcome: Awaited<ReturnType<typeof saveTexts>>) {
    if (outcome.stopped?.kind === 'signed-out') return onSignedOut();
    replaceTexts(outcome.saved);
    const savedKeys = new Set(outcome.saved.map((text) => text.key));
    // What the server refused stays typed; a conflict's saved version becomes the one shown beside it.
    const refusedNow = new Map(outcome.refused);
    setRefusals(refusedNow);
    setSingles((current) => new Map([...current].filter(([key]) => !savedKeys.has(key))));
    setParagraphs((current) =>
      new Map([...current].filter(([draftKey]) => PARAGRAPHS.find((p) => p.id === draftKey.split(':')[0])!.keys.some((key) => refusedNow.has(key) || (!savedKeys.has(key) && changes.some((c) => c.key === key))))),
    );
    const notSaved = changes.length - outcome.saved.length;
    const words = [
      notSaved === 0 ? t('textFinder.saved', { count: outcome.saved.length }) : outcome.saved.length > 0 ? t('textFinder.savedSome', { count: outcome.saved.length }) : '',
      notSaved > 0 && outcome.refused.size > 0 ? t('textFinder.notSaved', { count: outcome.refused.size }) : '',
      outcome.stopped ? (failureText(t, outcome.stopped) ?? t('texts.notSaved')) : '',
    ].filter(Boolean);
    result.showAndFocus({ text: words.join(' '), error: notSaved > 0 });
  }

  const openPreview = (button: HTMLElement) => {
    opener.current = button;
    setPreview({ page: null, locale: null });
  };
  const closePreview = () => {
    setPreview(null);
    opener.current?.focus();
  };
  const listHeading = searching ? t('textFinder.found', { count: items.length }) : attentionOnly ? t('textFinder.attentionHeading') : sectionName(section);

  return (
    <div className={preview ? 'texts-page texts-finder previewing' : 'texts-page texts-finder'}>
      <header className="page-header">
        <h1>{t('texts.heading')}</h1>
        <p>{t('textFinder.intro')}</p>
      </header>
      <div className="texts-choice panel">
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('textFinder.language')}</label>
          <LanguageSelect id={`${id}-language`} value={locale} onChange={(value) => (setLocale(value ?? locale), setPreview((p) => p && { ...p, locale: null }))} />
        </div>
        {wide && (
          <div className="field">
            <label htmlFor={`${id}-second`}>{t('textFinder.second')}</label>
            <LanguageSelect id={`${id}-second`} value={second} onChange={setSecond} allowNone noneLabel={t('textFinder.noSecond')} />
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-page`}>{t('textFinder.page')}</label>
          <select id={`${id}-page`} value={section} onChange={(event) => (setSection(event.target.value as TextSectionId), setPreview((p) => p && { ...p, page: null }))}>
            {TEXT_SECTIONS.map((s) => (
              <option key={s.id} value={s.id}>
                {sectionName(s.id)}
              </option>
            ))}
          </select>
        </div>
        <div className="field texts-search">
          <label htmlFor={`${id}-search`}>{t('textFinder.search')}</label>
          <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby={`${id}-search-help`} />
          <p id={`${id}-search-help`} className="help">
            {t('textFinder.searchHelp')}
          </p>
        </div>
        <label className="check">
          <input type="checkbox" checked={attentionOnly} onChange={(event) => setAttentionOnly(event.target.checked)} />
          {t('textFinder.attention')}
        </label>
        <button type="button" onClick={(event) => openPreview(event.currentTarget)}>
          {t('preview.open')}
        </button>
      </div>

      <section className="text-group" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} aria-live={searching ? 'polite' : undefined}>
          {listHeading}
        </h2>
        {listing && items.length === 0 && <p>{searching ? t('textFinder.noneFound') : t('textFinder.noAttention')}</p>}
        {items.map((item) => (
          <TextItemField
            key={itemId(item)}
            item={item}
            name={nameOf(item)}
            where={listing ? sectionName(sectionOfItem(item)) : undefined}
            locales={locales}
            drafts={drafts}
            paragraphDrafts={paragraphs}
            refusals={refusals}
            tooLong={item.kind === 'paragraph' ? tooLong.filter((x) => x.id === item.id).map((x) => x.locale) : []}
            onText={setText}
            onParagraph={setParagraph}
            onUseSaved={(saved) => (replaceTexts([saved]), forget(new Set([saved.key])))}
            onKeepMine={(saved) => (replaceTexts([saved]), withoutRefusal(saved.key))}
            focusLocale={toFocus && itemId(item) === (paragraphOf(toFocus.key)?.id ?? toFocus.key) ? toFocus.locale : undefined}
            onFocused={() => setToFocus(undefined)}
          />
        ))}
      </section>

      <div className="texts-save">
        <p>{changedItems > 0 ? t('texts.unsaved', { count: changedItems }) : t('textFinder.allSaved')}</p>
        <div className="row">
          <SaveButton className="primary" save={result} result={false} busyLabel={t('common.saving')} onClick={() => void save()}>
            {t('common.save')}
          </SaveButton>
          {changedItems > 0 && (
            <button type="button" onClick={() => (setSingles(new Map()), setParagraphs(new Map()), setRefusals(new Map()), clearResult())}>
              {t('texts.undo')}
            </button>
          )}
        </div>
        <ActionResult message={result.message} />
      </div>

      {!listing && section === 'faq' && <FaqEditor entries={content.faq} onChange={(faq) => update((c) => ({ ...c, faq }))} onSignedOut={onSignedOut} />}
      {scene && (
        <PreviewPanel
          scene={scene}
          onLocale={(l) => setPreview((p) => p && { ...p, locale: l })}
          onPage={(page) => setPreview((p) => p && { ...p, page })}
          onClose={closePreview}
        />
      )}
    </div>
  );
}
