import { useTranslation } from '../../i18n/use-translation';

/** The FAQ: one text block, still a placeholder in the spec; the couple fills faq.text in content/messages. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h1 id="faq-heading">{t('navigation.faq')}</h1>
      <p className="faq-text">{t('faq.text')}</p>
    </section>
  );
}
