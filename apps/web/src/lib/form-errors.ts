import { MESSAGES } from '@portal/contracts';

type MessageName = keyof typeof MESSAGES;

/** A message of the spec's catalogue, by its id (translations key off `message.<id>`). */
export interface CatalogueText {
  readonly name: MessageName;
  readonly text: string;
}

/** A specific reason the catalogue has no entry for ('A user with this email already exists.'): shown as is. */
export interface PlainText {
  readonly name: null;
  readonly text: string;
}

export interface FieldErrorText {
  /** The catalogue title shown before the body ('Invalid Input'), or null for a rule's own message. */
  readonly title: CatalogueText | null;
  readonly body: CatalogueText | PlainText;
}

/**
 * What an empty or unreadable value produces: zod's own wording and the old invented sentence. These say nothing
 * the catalogue's 'Invalid Input' does not, so they become it.
 */
const GENERIC_MESSAGE =
  /^(required|this field is required\.?|too (small|big)\b|invalid (input|option|type|string|number|enum|value)\b|expected\b)/i;

const CATALOGUE_NAMES = new Map<string, MessageName>(
  (Object.entries(MESSAGES) as Array<[MessageName, string]>).map(([name, text]) => [text, name]),
);

function catalogueText(name: MessageName): CatalogueText {
  return { name, text: MESSAGES[name] };
}

/**
 * What a flagged field says under it (spec 001 §8, decision 066). A rule with its own catalogue message keeps it
 * ('Please input a valid tax rate.', 'Cannot add more specs', 'Invalid Email' for a mistyped address); an empty
 * required field, a number that is not one, zod's technical wording, 'Required' — say the catalogue's 'Invalid
 * Input: Please input valid value for all fields.', never an invented sentence. A specific reason from a rule or
 * the server ('A user with this email already exists.', 'The current password is not correct.') is kept: replacing
 * it with the generic text would hide why the value was refused.
 */
export function fieldErrorText(message: string | undefined | null): FieldErrorText | null {
  if (message == null) return null;
  const name = CATALOGUE_NAMES.get(message.trim());
  if (name && name !== 'invalidInput' && name !== 'invalidInputTitle') {
    return { title: null, body: catalogueText(name) };
  }
  const trimmed = message.trim();
  if (trimmed !== '' && !GENERIC_MESSAGE.test(trimmed))
    return { title: null, body: { name: null, text: trimmed } };
  return { title: catalogueText('invalidInputTitle'), body: catalogueText('invalidInput') };
}

/** The toast of a refused save (spec 001 §8): 'Validation Failed: Your input is invalid.' */
export const VALIDATION_FAILED = {
  title: catalogueText('validationFailedTitle'),
  body: catalogueText('validationFailed'),
} as const;
