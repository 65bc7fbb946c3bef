import { describe, expect, it } from 'vitest';
import {
  describeIssue,
  describeIssues,
  keepEnglish,
  translateCatalogueText,
  translateToShippedFrench,
} from './catalogue-text';
import { MESSAGE_TEMPLATES } from './message-templates';
import { MESSAGES, notFoundMessage, transitionRefusedDetail } from './messages';
import { MESSAGES_FR } from './messages-fr';

describe('refusals in the user’s words (decision 199)', () => {
  it('names a line’s field by its label and its line counted from 1, with the limit in the user’s words', () => {
    const issue = { field: 'items.2.quantity', message: 'Too big: expected number to be <=10000000' };
    expect(describeIssue(issue, keepEnglish, 'en-US')).toBe('Line 3 — Quantity: at most 10,000,000');
    expect(describeIssue(issue, translateToShippedFrench, 'fr-CA')).toMatch(
      /^Ligne 3 — Quantité : au plus 10\s000\s000$/u,
    );
  });

  it('says a field without a line by its label, and a missing value as the catalogue’s Invalid Input', () => {
    expect(
      describeIssues(
        [
          { field: 'deliveryFee', message: 'Too small: expected number to be >=0' },
          { field: 'buyerUserId', message: 'Invalid input: expected number, received null' },
        ],
        keepEnglish,
        'en-US',
      ),
    ).toBe(
      'Delivery Fee: at least 0; Buyer Contact: Invalid Input: Please input valid value for all fields.',
    );
    expect(
      describeIssue(
        { field: 'comment', message: 'Too big: expected string to have <=4000 characters' },
        keepEnglish,
        'en-US',
      ),
    ).toBe('Comment: at most 4,000 characters');
  });

  it('translates a catalogue rule message, and keeps a text that is not one', () => {
    expect(translateCatalogueText(MESSAGES.sellerCompanyRequired, translateToShippedFrench)).toBe(
      MESSAGES_FR.sellerCompanyRequired,
    );
    expect(translateCatalogueText(MESSAGES.quoteLineUnknown, translateToShippedFrench)).toBe(
      'Cette ligne ne fait pas partie de ce devis.',
    );
    expect(translateCatalogueText('Parc des Érables', translateToShippedFrench)).toBe('Parc des Érables');
    expect(translateCatalogueText(notFoundMessage('Order'), translateToShippedFrench)).toBe(
      'Commande : introuvable.',
    );
    // The deliveries' own records (issue 38): a French user never reads 'Delivery stop was not found.'.
    expect(translateCatalogueText(notFoundMessage('Delivery stop'), translateToShippedFrench)).toBe(
      'Arrêt de livraison : introuvable.',
    );
    expect(translateCatalogueText(notFoundMessage('Bill of lading'), translateToShippedFrench)).toBe(
      'Connaissement : introuvable.',
    );
  });

  it('names statuses in a French refusal by their French names', () => {
    const text = transitionRefusedDetail('order', 'New Order', 'Complete');
    const french = translateCatalogueText(text, translateToShippedFrench);
    expect(french).toMatch(/^Commande à l’état /);
    expect(french).not.toMatch(/New Order|Complete\b/);
  });

  it('has French for every template', () => {
    for (const template of MESSAGE_TEMPLATES) expect(template.fr, template.key).not.toBe('');
  });
});
