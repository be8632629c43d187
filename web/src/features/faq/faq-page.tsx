import { useTranslation } from '../../i18n/use-translation';

interface FaqPageProps {
  /**
   * The couple's questions and answers in the guest's language; none yet, the placeholder text shows
   * (docs/product.md, the FAQ).
   */
  entries: Array<{ question: string; answer: string }>;
}

/** The FAQ: the couple's questions and answers, or the placeholder text while there are none. */
export function FaqPage({ entries }: FaqPageProps) {
  const { t } = useTranslation();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h1 id="faq-heading">{t('navigation.faq')}</h1>
      {entries.length === 0 ? (
        <p className="faq-text">{t('faq.text')}</p>
      ) : (
        <dl className="faq-entries">
          {entries.map((entry, index) => (
            <div key={index} className="faq-entry">
              <dt>{entry.question}</dt>
              {entry.answer.split(/\n{2,}/).map((paragraph, i) => (
                <dd key={i}>{paragraph}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
