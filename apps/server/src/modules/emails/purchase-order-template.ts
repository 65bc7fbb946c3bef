import {
  Language,
  PURCHASE_ORDER_TEMPLATE_KEY,
  type EmailTemplateKey,
  type LanguageId,
} from '@portal/contracts';

export interface TemplateText {
  subject: string;
  body: string;
}

export interface TemplateTexts {
  en: TemplateText;
  fr: TemplateText;
}

/**
 * The portal's text of 'purchase_order' (spec 001 §9, Purchase Order Confirmation) until a super admin saves their
 * own (decision 169). Plain text: mail programs show it as written, and no value can inject markup.
 */
export const DEFAULT_TEMPLATES: Readonly<Record<EmailTemplateKey, TemplateTexts>> = {
  [PURCHASE_ORDER_TEMPLATE_KEY]: {
    en: {
      subject: 'Purchase order {{orderNumber}} — {{jobName}}',
      body: [
        'Hello {{sellerCompany}},',
        '',
        'Please find attached our purchase order {{orderNumber}} of {{sentDate}} for the job {{jobName}} ({{buyerCompany}}).',
        '',
        'Items ({{itemCount}}):',
        '{{lines}}',
        '',
        'Items total: {{sellerTotal}}',
        'Transport cost: {{transportCost}}',
        '',
        'Delivery method: {{deliveryMethod}}',
        'Deliver to: {{deliveryAddress}}',
        'Pickup dates: {{pickupDates}}',
        'Delivery dates: {{deliveryDates}}',
        'Buyer reference: {{referenceNumber}}',
        '',
        'Please confirm the quantities, prices and dates by replying to this email.',
        '',
        'Thank you,',
        '{{senderName}}',
        'Marketplace Operations',
      ].join('\n'),
    },
    fr: {
      subject: 'Bon de commande {{orderNumber}} — {{jobName}}',
      body: [
        'Bonjour {{sellerCompany}},',
        '',
        'Veuillez trouver ci-joint notre bon de commande {{orderNumber}} du {{sentDate}} pour le chantier {{jobName}} ({{buyerCompany}}).',
        '',
        'Articles ({{itemCount}}) :',
        '{{lines}}',
        '',
        'Total des articles : {{sellerTotal}}',
        'Coût de transport : {{transportCost}}',
        '',
        'Mode de livraison : {{deliveryMethod}}',
        'Livrer à : {{deliveryAddress}}',
        'Dates de cueillette : {{pickupDates}}',
        'Dates de livraison : {{deliveryDates}}',
        "Référence de l'acheteur : {{referenceNumber}}",
        '',
        'Merci de confirmer les quantités, les prix et les dates en répondant à ce courriel.',
        '',
        'Merci,',
        '{{senderName}}',
        'Opérations Marketplace',
      ].join('\n'),
    },
  },
};

export function textOf(texts: TemplateTexts, languageId: LanguageId): TemplateText {
  return languageId === Language.ids.FRENCH ? texts.fr : texts.en;
}
