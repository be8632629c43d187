/**
 * Every message key the two apps ask for exists in all five languages (issue 36): the E-mails screen showed
 * `outbox.kinds.invitation` as it is, because the key was built at run time (`outbox.kinds.${kind}`) and the parity
 * test only compares the message files with each other.
 *
 * The TypeScript compiler reads the web app (tsconfig.web.json) and finds every call of the translator's `t`
 * (its signature is declared in lib/translator.ts), whatever it is named where it is called. The key is read from
 * the code: a string, a template whose parts have a finite type (a union of names, such as MailKind), a choice
 * between keys, a constant or a table of keys it names. A key the code does not let us read fails this test: give
 * it a type that names its values. A call with `defaultValue` may ask for a key that does not exist (text-name.ts).
 * Files under admin/ read the dashboard's messages, every other file the guests' site's; admin/preview/ shows the
 * guests' site to the couple, in the site's messages.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '#common/locales';
import { flatten, type Tree } from '../../test-support/message-parity';

const root = path.resolve(__dirname, '../..');
const translatorFile = path.join(root, 'web/src/lib/translator.ts');
const adminFolder = path.join(root, 'web/src/admin') + path.sep;
const previewFolder = path.join(adminFolder, 'preview') + path.sep;

interface KeyUse {
  where: string;
  app: 'site' | 'dashboard';
  /** Every key the call can ask for, or null when the code does not say. */
  keys: string[] | null;
  code: string;
  /** Called with a `count`: the language's plural forms (`_one`, `_other`…) stand for the key. */
  counted: boolean;
}

function keyUses(): KeyUse[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.web.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error('tsconfig.web.json could not be read');
  const program = ts.createProgram({ rootNames: config.fileNames, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();

  /** The values of a type made only of string or number literals; null for any other. */
  function literalsOf(type: ts.Type): string[] | null {
    const out: string[] = [];
    for (const part of type.isUnion() ? type.types : [type]) {
      if (part.isStringLiteral() || part.isNumberLiteral()) out.push(String(part.value));
      else return null;
    }
    return out;
  }

  /** Every string `expression` can be, as far as the code says; null where it does not. */
  function valuesOf(expression: ts.Expression, seen = new Set<ts.Node>()): string[] | null {
    if (seen.has(expression)) return null;
    seen.add(expression);
    const all = (parts: Array<string[] | null>) => (parts.every((part) => part !== null) ? parts.flat() : null);
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression))
      return valuesOf(expression.expression, seen);
    if (ts.isConditionalExpression(expression)) return all([valuesOf(expression.whenTrue, seen), valuesOf(expression.whenFalse, seen)]);
    if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)) {
      // The left side's null or undefined is never the value: the right side's is.
      const left = literalsOf(checker.getNonNullableType(checker.getTypeAtLocation(expression.left))) ?? valuesOf(expression.left, seen);
      return all([left, valuesOf(expression.right, seen)]);
    }
    if (ts.isTemplateExpression(expression)) {
      let texts = [expression.head.text];
      for (const span of expression.templateSpans) {
        const values = valuesOf(span.expression, seen);
        if (!values) return null;
        texts = texts.flatMap((text) => values.map((value) => text + value + span.literal.text));
      }
      return texts;
    }
    const typed = literalsOf(checker.getTypeAtLocation(expression));
    if (typed) return typed;
    // A constant: what it was given. A table of keys (`KEY[problem.code]`): any of its values.
    const declared = (node: ts.Expression) => {
      const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
      return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const
        ? declaration.initializer
        : undefined;
    };
    if (ts.isIdentifier(expression)) {
      const initializer = declared(expression);
      return initializer ? valuesOf(initializer, seen) : null;
    }
    if (ts.isElementAccessExpression(expression)) {
      let table = declared(expression.expression);
      while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table))) table = table.expression;
      if (!table || !ts.isObjectLiteralExpression(table)) return null;
      return all(table.properties.map((property) => (ts.isPropertyAssignment(property) ? valuesOf(property.initializer, seen) : null)));
    }
    return null;
  }

  const uses: KeyUse[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(path.join(root, 'web/src') + path.sep)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const declaration = checker.getResolvedSignature(node)?.declaration;
        if (declaration && ts.isFunctionTypeNode(declaration) && declaration.getSourceFile().fileName === translatorFile) {
          const [key, options] = node.arguments;
          const named = (name: string) => options !== undefined && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText() === name);
          if (!named('defaultValue'))
            uses.push({
              where: `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
              app: file.fileName.startsWith(adminFolder) && !file.fileName.startsWith(previewFolder) ? 'dashboard' : 'site',
              keys: valuesOf(key!),
              code: key!.getText(),
              counted: named('count'),
            });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return uses;
}

const messagesOf = (folder: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, flatten(JSON.parse(fs.readFileSync(path.join(root, folder, `${locale}.json`), 'utf8')) as Tree)])) as Record<
    Locale,
    Map<string, string>
  >;

const MESSAGES = { site: messagesOf('content/messages'), dashboard: messagesOf('web/src/admin/i18n/messages') };

/** Whether `locale` answers `key`: the message itself, or with a count each plural form the language has. */
function answers(messages: Map<string, string>, locale: Locale, key: string, counted: boolean): boolean {
  if (messages.has(key)) return true;
  if (!counted) return false;
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.every((form) => messages.has(`${key}_${form}`));
}

describe('the message keys the code asks for', () => {
  // Reading the whole web app with its types takes a few seconds: once for both tests.
  const uses = keyUses();

  it('are each read from the code: a key built at run time has a type that names its values', () => {
    // The reader found the calls, including the ones built at run time (the E-mails screen's kinds, the languages).
    expect(uses.length).toBeGreaterThan(500);
    expect(uses.find((use) => use.code === '`outbox.kinds.${message.kind}`')?.keys).toContain('outbox.kinds.invitation');
    expect(uses.filter((use) => use.keys === null).map((use) => `${use.where} t(${use.code})`)).toEqual([]);
  });

  it('exist in all five languages of their app', () => {
    const missing: string[] = [];
    for (const use of uses)
      for (const key of use.keys ?? [])
        for (const locale of LOCALES) if (!answers(MESSAGES[use.app][locale], locale, key, use.counted)) missing.push(`${use.where} ${use.app} ${locale}: ${key}`);
    expect([...new Set(missing)]).toEqual([]);
  });
});
