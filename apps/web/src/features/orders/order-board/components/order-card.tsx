import { useTranslation } from 'react-i18next';
import { InventoryStatus, type OrderCard as OrderCardData } from '@portal/contracts';
import { RecordOwnerAvatar } from '../../../../components/owner';
import { StatusTag } from '../../../../components/status';
import { useFormat } from '../../../../lib/i18n-format';
import { useInventoryWord } from '../../common';

/**
 * An order on the board (issue 15): its number and owner, the job and buyer, its items and grand total, the job
 * date, where its inventory stands (the dashboard's words, spec 001 §4) and whether it is invoiced. The board adds
 * the frame, the focus and the menu.
 */
export function OrderCardBody({ card }: { readonly card: OrderCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const inventoryWord = useInventoryWord();
  return (
    <div className="order-card">
      <div className="order-card__header">
        <strong className="order-card__number">{card.formattedNumber}</strong>
        <RecordOwnerAvatar owner={card.owner} />
      </div>
      <div className="order-card__job">{card.jobName}</div>
      <div className="order-card__buyer">{card.buyerCompanyName}</div>
      <div className="order-card__figures">
        <span>{t('orderBoard.itemCount', { count: card.itemCount })}</span>
        <span>{t('orderBoard.total', { amount: format.money(card.grandTotal) })}</span>
      </div>
      <div className="order-card__status">
        <StatusTag
          enumeration={InventoryStatus}
          statusId={card.inventoryStatusId}
          label={inventoryWord(card.inventoryStatusId)}
        />
        {card.invoiced ? <span className="order-card__invoiced">{t('orderBoard.invoiced')}</span> : null}
      </div>
      {card.approxJobDate ? (
        <div className="order-card__date">
          {t('orderBoard.jobDate', { date: format.date(card.approxJobDate) })}
        </div>
      ) : null}
    </div>
  );
}
