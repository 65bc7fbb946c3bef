import { useTranslation } from 'react-i18next';
import { formatQuoteNumber, type QuoteCard as QuoteCardData } from '@portal/contracts';
import { RecordOwnerAvatar } from '../../../../components/owner';
import { useFormat } from '../../../../lib/i18n-format';

/**
 * A quote on the board (issue 14): its number and job, the buyer, its lines and subtotal, when it was published or
 * returned, and its owner. The board adds the frame, the focus and the menu.
 */
export function QuoteCardBody({ card }: { readonly card: QuoteCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="quote-card">
      <div className="quote-card__header">
        <strong className="quote-card__number">{formatQuoteNumber('CQ', card.quoteNumber)}</strong>
        <RecordOwnerAvatar owner={card.owner} />
      </div>
      <div className="quote-card__job">{card.jobName}</div>
      <div className="quote-card__buyer">{card.buyerCompanyName}</div>
      <div className="quote-card__figures">
        <span>{t('quoteBoard.lines', { count: card.itemCount })}</span>
        <span>{t('quoteBoard.subtotal', { amount: format.money(card.buyerSubtotal) })}</span>
      </div>
      {card.returnedAt ? (
        <div className="quote-card__date">
          {t('quoteBoard.returnedOn', { date: format.date(card.returnedAt) })}
        </div>
      ) : card.publishedAt ? (
        <div className="quote-card__date">
          {t('quoteBoard.publishedOn', { date: format.date(card.publishedAt) })}
        </div>
      ) : null}
    </div>
  );
}
