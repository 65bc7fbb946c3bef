import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeliveryMethod, DeliveryStatus, QuoteStatus, ROUTES } from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { LoadFailure } from '../../../../components/table';
import { ProgressSpinner } from '../../../../components/ui';
import { useQuoteDeliveries } from '../api/quote-construction';
import '../quote-deliveries.css';

export interface QuoteDeliveriesPartProps {
  readonly quote: {
    readonly id: number;
    readonly statusId: number;
    readonly deliveryMethodId: number;
    readonly formattedNumber: string;
  };
}

/**
 * A delivery quote's deliveries where its workspace shows the quote (issue 38; spec 001 §2, §5; decision 218), as
 * the Order Dashboard's deliveries part: each delivery's number, opening its workspace, its status, trucks, stops
 * and lines (quoteDeliveryLines), the count of lines on no delivery (publishing needs none), and 'Create delivery',
 * opening the wizard, while the quote is WIP. A pickup quote has no deliveries: nothing is shown.
 */
export function QuoteDeliveriesPart({ quote }: QuoteDeliveriesPartProps) {
  const { t } = useTranslation();
  const isDelivery = quote.deliveryMethodId === DeliveryMethod.ids.DELIVERY;
  const read = useQuoteDeliveries(quote.id, isDelivery);
  if (!isDelivery) return null;
  const mayPlan = quote.statusId === QuoteStatus.ids.WIP;
  const plan = read.data;
  const headingId = `quote-deliveries-${quote.id}`;
  return (
    <section className="quote-deliveries surface-panel" aria-labelledby={headingId}>
      <div className="quote-deliveries__header">
        <h2 id={headingId}>{t('quoteDelivery.deliveries')}</h2>
        {mayPlan ? (
          <Link
            className="quote-deliveries__create p-button p-button-sm"
            to={`${ROUTES.quoteDeliveryWizard}/${quote.id}`}
          >
            {t('quoteDelivery.createDelivery')}
          </Link>
        ) : null}
      </div>
      {read.isError ? (
        <LoadFailure subject="delivery list" error={read.error} onRetry={() => void read.refetch()} />
      ) : !plan ? (
        <div role="status" className="quote-deliveries__loading">
          <ProgressSpinner aria-hidden="true" />
          <span>{t('quoteDelivery.loading')}</span>
        </div>
      ) : (
        <>
          <p className="quote-deliveries__note" aria-live="polite">
            {plan.unassignedCount === 0
              ? t('quoteDelivery.allAssigned')
              : t('quoteDelivery.unassignedLines', { count: plan.unassignedCount })}
          </p>
          {plan.deliveries.length === 0 ? (
            <p>{t('quoteDelivery.empty')}</p>
          ) : (
            <table className="quote-deliveries__table">
              <caption>{t('quoteDelivery.deliveriesOf', { number: quote.formattedNumber })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quoteDelivery.deliveryNumber')}</th>
                  <th scope="col">{t('quoteDelivery.status')}</th>
                  <th scope="col">{t('quoteDelivery.trucks')}</th>
                  <th scope="col">{t('quoteDelivery.stops')}</th>
                  <th scope="col">{t('quoteDelivery.lines')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.deliveries.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link
                        className="quote-deliveries__link"
                        to={`${ROUTES.quoteDeliveryWorkspace}/${row.id}`}
                        aria-label={t('quoteDelivery.openDelivery', { number: row.deliveryNumber })}
                      >
                        {row.deliveryNumber}
                      </Link>
                    </td>
                    <td>
                      <StatusTag enumeration={DeliveryStatus} statusId={row.deliveryStatusId} />
                    </td>
                    <td>{row.vehicleCount}</td>
                    <td>{row.stopCount}</td>
                    <td>{row.itemCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
