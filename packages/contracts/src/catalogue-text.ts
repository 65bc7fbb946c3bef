import type { FieldIssue } from './api/common';
import { DICTIONARY_DEFAULTS, messageTranslationKey } from './dictionary-defaults';
import { labelDefaults } from './labels';
import { FIELD_LABELS, fieldLabelKey, MESSAGE_TEMPLATES, messageSubjectKey } from './message-templates';
import {
  atLeastMessage,
  atMostCharactersMessage,
  atMostMessage,
  lessThanMessage,
  lineFieldLabel,
  MESSAGES,
  moreThanMessage,
} from './messages';

/**
 * How refusals are worded and translated, on both sides (docs/decisions/199): the server and the web speak the
 * catalogue's English (messages.ts, message-templates.ts); `translateCatalogueText` reads a sentence back into its
 * catalogue entry or template and rebuilds it from a dictionary — the web's i18next dictionary, or the shipped
 * French on the server — and `describeIssue` says where a refusal is as the user sees it ('Line 3 — Quantity: at
 * most 10,000,000'), never a path and zod's words.
 */
export type Translate = (
  key: string,
  options: { defaultValue: string; skipInterpolation?: boolean },
) => string;

const MESSAGE_NAMES_BY_TEXT: ReadonlyMap<string, keyof typeof MESSAGES> = new Map(
  (Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>).map((name) => [MESSAGES[name], name]),
);

interface TemplatePattern {
  readonly key: string;
  readonly english: string;
  readonly pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TEMPLATE_PATTERNS: readonly TemplatePattern[] = MESSAGE_TEMPLATES.map((template) => {
  const source = template.en
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const blank = /^\{\{(\w+)\}\}$/.exec(part);
      return blank ? `(?<${blank[1]}>.+?)` : escapeRegExp(part);
    })
    .join('');
  return { key: template.key, english: template.en, pattern: new RegExp(`^${source}$`, 's') };
});

/** A status's English name → its dictionary key, so a refused move names the statuses in the user's language. */
const STATUS_LABEL_KEYS: ReadonlyMap<string, string> = new Map(
  labelDefaults()
    .filter((entry) => /status\./i.test(entry.key))
    .reverse()
    .map((entry) => [entry.en, entry.key]),
);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (blank, name: string) => values[name] ?? blank);
}

/**
 * A catalogue sentence in the dictionary's language: an entry by its English, or a template's sentence with its
 * subject and statuses translated. A text that is neither (a name, a user's words) stays as it is.
 */
export function translateCatalogueText(text: string | null | undefined, translate: Translate): string {
  if (!text) return '';
  const name = MESSAGE_NAMES_BY_TEXT.get(text);
  if (name) return translate(messageTranslationKey(name), { defaultValue: text });
  for (const template of TEMPLATE_PATTERNS) {
    const groups = template.pattern.exec(text)?.groups;
    if (!groups) continue;
    const translated = translate(template.key, { defaultValue: template.english, skipInterpolation: true });
    const values: Record<string, string> = { ...groups };
    const subject = groups.subject;
    if (subject !== undefined) {
      const subjectText = translate(messageSubjectKey(subject), { defaultValue: subject });
      const startsSentence = translated.startsWith('{{subject}}') || /^\p{Lu}/u.test(subject);
      values.subject = startsSentence ? capitalise(subjectText) : subjectText;
    }
    for (const blank of ['from', 'to'] as const) {
      const english = groups[blank];
      const key = english === undefined ? undefined : STATUS_LABEL_KEYS.get(english);
      if (english !== undefined && key !== undefined)
        values[blank] = translate(key, { defaultValue: english });
    }
    return fillTemplate(translated, values);
  }
  return text;
}

/** 'sellerUnitPrice' → 'Seller unit price': a field the table above does not name still reads as words. */
function humanise(name: string): string {
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return capitalise(words);
}

/** Where a refusal is, as the user sees it: 'Line 3 — Quantity' for `items.2.quantity`, 'Delivery Fee'. */
export function issueFieldLabel(field: string, translate: Translate): string | null {
  const parts = field.split('.');
  const index = parts.find((part) => /^\d+$/.test(part));
  const names = parts.filter((part) => !/^\d+$/.test(part));
  const last = names[names.length - 1];
  if (last === undefined || ['body', 'query', 'params', 'headers'].includes(field)) return null;
  const english = FIELD_LABELS[last]?.[0] ?? humanise(last);
  const label = translate(fieldLabelKey(last), { defaultValue: english });
  if (index === undefined || names.length === 1) return label;
  const line = Number(index) + 1;
  const template = translate('template.lineField', {
    defaultValue: lineFieldLabel(line, label),
    skipInterpolation: true,
  });
  return fillTemplate(template, { line: String(line), label });
}

/** The bound refusals of zod (v4's default wording), as the catalogue says them. */
const ZOD_BOUND =
  /^Too (big|small): expected (\w+) to (?:be|have) (<=|<|>=|>)\s*(-?[\d.]+)(?:\s*(characters|items))?$/;

function formatLimit(limit: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(limit);
}

/** An issue's reason in the dictionary's language: the catalogue's words for zod's, else the catalogue text. */
export function issueMessageText(message: string, translate: Translate, locale: string): string {
  const bound = ZOD_BOUND.exec(message.trim());
  if (bound) {
    const [, , kind, operator, figure, unit] = bound;
    const limit = Number(figure);
    if (kind === 'string' && unit === 'characters') {
      if (operator === '>=' || operator === '>') return issueMessageText('Required', translate, locale);
      const text = translate('template.atMostCharacters', {
        defaultValue: atMostCharactersMessage('{{limit}}'),
        skipInterpolation: true,
      });
      return fillTemplate(text, { limit: formatLimit(limit, locale) });
    }
    const [key, english] =
      operator === '<='
        ? (['template.atMost', atMostMessage('{{limit}}')] as const)
        : operator === '<'
          ? (['template.lessThan', lessThanMessage('{{limit}}')] as const)
          : operator === '>='
            ? (['template.atLeast', atLeastMessage('{{limit}}')] as const)
            : (['template.moreThan', moreThanMessage('{{limit}}')] as const);
    const text = translate(key, { defaultValue: english, skipInterpolation: true });
    return fillTemplate(text, { limit: formatLimit(limit, locale) });
  }
  if (/^Invalid input: expected number, received (?!null|undefined)/.test(message)) {
    return translate(messageTranslationKey('notANumber'), { defaultValue: MESSAGES.notANumber });
  }
  if (/^Invalid option\b/.test(message)) {
    return translate(messageTranslationKey('unknownValue'), { defaultValue: MESSAGES.unknownValue });
  }
  if (/^(Required|Invalid input\b|Invalid value)/.test(message)) {
    const title = translate(messageTranslationKey('invalidInputTitle'), {
      defaultValue: MESSAGES.invalidInputTitle,
    });
    const body = translate(messageTranslationKey('invalidInput'), { defaultValue: MESSAGES.invalidInput });
    return `${title}: ${body}`;
  }
  return translateCatalogueText(message, translate);
}

/** One refusal where it is and why: 'Line 3 — Quantity: at most 10,000,000'. */
export function describeIssue(issue: FieldIssue, translate: Translate, locale: string): string {
  const label = issueFieldLabel(issue.field, translate);
  const reason = issueMessageText(issue.message, translate, locale);
  // French typography puts a space before the colon (as the shipped French does: 'Échec : …').
  return label === null ? reason : `${label}${locale.startsWith('fr') ? ' : ' : ': '}${reason}`;
}

/** A refusal's issues, one sentence: what a toast shows when the refused fields are not on screen. */
export function describeIssues(issues: readonly FieldIssue[], translate: Translate, locale: string): string {
  return issues.map((issue) => describeIssue(issue, translate, locale)).join('; ');
}

const FRENCH_DEFAULTS: ReadonlyMap<string, string> = new Map(
  DICTIONARY_DEFAULTS.filter((entry) => entry.fr !== null).map((entry) => [entry.key, entry.fr as string]),
);

/** The shipped French (the dictionary's defaults) as a Translate: what the server answers a French user with. */
export const translateToShippedFrench: Translate = (key, options) =>
  FRENCH_DEFAULTS.get(key) ?? options.defaultValue;

/** English as the catalogue says it. */
export const keepEnglish: Translate = (_key, options) => options.defaultValue;
