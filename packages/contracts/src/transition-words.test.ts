import { describe, expect, it } from 'vitest';
import { DICTIONARY_DEFAULTS } from './dictionary-defaults';
import { MESSAGE_TEMPLATES } from './message-templates';
import { CONFIRMATIONS, confirmationMessage, type ConfirmationKey } from './messages';
import { CONFIRMATIONS_FR, TRANSITION_LABELS_FR, transitionLabelKey } from './transition-words';
import { TRANSITIONS } from './transitions';

describe('the status menus in French (decision 108)', () => {
  it('has a French label for every label of the transitions table', () => {
    const missing = TRANSITIONS.map((transition) => transition.label).filter(
      (label) => !TRANSITION_LABELS_FR[label],
    );
    expect(missing).toEqual([]);
  });

  it('ships each label once in the dictionary, under its own key, in both languages', () => {
    const entry = DICTIONARY_DEFAULTS.find(
      (candidate) => candidate.key === transitionLabelKey('Move to WIP'),
    );
    expect(entry).toEqual({ key: 'transition.moveToWip', en: 'Move to WIP', fr: 'Mettre en cours' });
    const labels = new Set(TRANSITIONS.map((transition) => transition.label));
    const keys = DICTIONARY_DEFAULTS.filter((candidate) => candidate.key.startsWith('transition.'));
    expect(keys).toHaveLength(labels.size);
  });

  it('gives each confirmation a template whose English is the sentence the screens build', () => {
    for (const key of Object.keys(CONFIRMATIONS) as ConfirmationKey[]) {
      const template = MESSAGE_TEMPLATES.find(
        (candidate) => candidate.key === `template.confirmation.${key}`,
      );
      expect(template?.en.replace('{{number}}', 'Q-1042')).toBe(confirmationMessage(key, 'Q-1042'));
      // The French names the same record wherever the English does.
      expect(template?.fr.includes('{{number}}')).toBe(CONFIRMATIONS[key].includes('{number}'));
      expect(template?.fr).toBe(CONFIRMATIONS_FR[key]);
    }
  });
});
