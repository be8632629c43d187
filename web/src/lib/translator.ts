/**
 * The messages of each language loaded so far, and `t` to read them: the part of i18next both apps used, in about
 * a tenth of its weight on the guests' first load (docs/decisions/0030-a-translator-of-our-own.md).
 *
 * - Keys are dotted paths into nested messages: `t('faq.heading')`.
 * - `{{name}}` is replaced by the option of that name, else by a default variable (the couple's names); a
 *   placeholder with neither stays as written, so a missing value shows instead of vanishing.
 * - With a numeric `count`, the plural form of the language is read first (`days_one`, `days_few`, `days_other`:
 *   the CLDR categories of `Intl.PluralRules`, as the message files name them), then the key itself.
 * - A key with no message answers `defaultValue` when one is given, else the key: a gap shows, nothing throws.
 * Values are not escaped: React escapes what it renders.
 */
export type Messages = { [key: string]: string | Messages };
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type TFunction = (key: string, options?: TranslateOptions) => string;

export class Translator {
  language = '';
  /** Grows with every change of language, messages or defaults: what a component re-renders on. */
  version = 0;
  private readonly bundles = new Map<string, Messages>();
  private defaults: Record<string, unknown> = {};
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  /** `t` in the language shown; pass it around as a function (it is bound). */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** Starts in `language`; `defaults` fill placeholders in every message (the couple's names). */
  start(language: string, defaults: Record<string, unknown> = {}): void {
    this.language = language;
    this.defaults = defaults;
    this.changed();
  }

  setDefaults(defaults: Record<string, unknown>): void {
    this.defaults = defaults;
    this.changed();
  }

  /** Adds messages to a language, merged into what it has (the private groups arrive after sign-in). */
  addMessages(language: string, messages: Messages): void {
    this.bundles.set(language, merge(this.bundles.get(language) ?? {}, messages));
    this.changed();
  }

  hasMessages(language: string): boolean {
    return this.bundles.has(language);
  }

  exists(key: string, language = this.language): boolean {
    return typeof lookup(this.bundles.get(language), key) === 'string';
  }

  /** `t` in another language than the one shown (a member's own, in the answer form). */
  fixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  changeLanguage(language: string): void {
    this.language = language;
    this.changed();
  }

  /** Called after each change of language, messages or defaults; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  private translate(language: string, key: string, options: TranslateOptions = {}): string {
    const bundle = this.bundles.get(language);
    let message: unknown;
    if (typeof options.count === 'number') message = lookup(bundle, `${key}_${this.plural(language, options.count)}`);
    if (typeof message !== 'string') message = lookup(bundle, key);
    if (typeof message !== 'string') return options.defaultValue ?? key;
    return message.replace(/{{\s*([\w.]+)\s*}}/g, (placeholder, name: string) => {
      // Own properties only: a placeholder named like an Object method ({{constructor}}) stays as written.
      const value = Object.hasOwn(options, name) ? options[name] : Object.hasOwn(this.defaults, name) ? this.defaults[name] : undefined;
      return value === undefined || value === null ? placeholder : String(value as string | number);
    });
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

function merge(into: Messages, from: Messages): Messages {
  const merged: Messages = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return merged;
}
