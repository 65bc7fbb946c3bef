import { MESSAGES } from '@portal/contracts';

type MessageName = keyof typeof MESSAGES;

/** A message of the spec's catalogue, by its id (translations key off `message.<id>`). */
export interface CatalogueText {
  readonly name: MessageName;
  readonly text: string;
}

export interface FieldErrorText {
  /** The catalogue title shown before the body ('Invalid Input'), or null for a rule's own message. */
  readonly title: CatalogueText | null;
  readonly body: CatalogueText;
}

const CATALOGUE_NAMES = new Map<string, MessageName>(
  (Object.entries(MESSAGES) as Array<[MessageName, string]>).map(([name, text]) => [text, name]),
);

function catalogueText(name: MessageName): CatalogueText {
  return { name, text: MESSAGES[name] };
}

/**
 * What a flagged field says under it (spec 001 §8, decision 066). A rule with its own catalogue message keeps it
 * ('Please input a valid tax rate.', 'Cannot add more specs', 'Invalid Email' for a mistyped address); anything
 * else — an empty required field, a number that is not one, zod's technical wording, 'Required' — says the
 * catalogue's 'Invalid Input: Please input valid value for all fields.', never an invented sentence.
 */
export function fieldErrorText(message: string | undefined | null): FieldErrorText | null {
  if (message == null) return null;
  const name = CATALOGUE_NAMES.get(message.trim());
  if (name && name !== 'invalidInput' && name !== 'invalidInputTitle') {
    return { title: null, body: catalogueText(name) };
  }
  return { title: catalogueText('invalidInputTitle'), body: catalogueText('invalidInput') };
}

/** The toast of a refused save (spec 001 §8): 'Validation Failed: Your input is invalid.' */
export const VALIDATION_FAILED = {
  title: catalogueText('validationFailedTitle'),
  body: catalogueText('validationFailed'),
} as const;
