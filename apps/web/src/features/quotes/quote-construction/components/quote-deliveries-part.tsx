import { useTranslation } from 'react-i18next';
import { DeliveryMethod, DeliveryStatus, QuoteStatus, ROUTES } from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { RecordDeliveriesPart } from '../../../../components/record/record-deliveries-part';
import { useQuoteDeliveries } from '../api/quote-construction';

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
  const plan = read.data;
  return (
    <RecordDeliveriesPart
      headingId={`quote-deliveries-${quote.id}`}
      heading={t('quoteDelivery.deliveries')}
      headingLevel={2}
      isPanel
      create={
        quote.statusId === QuoteStatus.ids.WIP
          ? { to: `${ROUTES.quoteDeliveryWizard}/${quote.id}`, label: t('quoteDelivery.createDelivery') }
          : null
      }
      read={{ isError: read.isError, error: read.error, refetch: read.refetch, rows: plan?.deliveries }}
      readNote={
        plan
          ? plan.unassignedCount === 0
            ? t('quoteDelivery.allAssigned')
            : t('quoteDelivery.unassignedLines', { count: plan.unassignedCount })
          : null
      }
      loadingText={t('quoteDelivery.loading')}
      emptyText={t('quoteDelivery.empty')}
      caption={t('quoteDelivery.deliveriesOf', { number: quote.formattedNumber })}
      numberHeader={t('quoteDelivery.deliveryNumber')}
      linkOf={(row) => ({
        to: `${ROUTES.quoteDeliveryWorkspace}/${row.id}`,
        label: t('quoteDelivery.openDelivery', { number: row.deliveryNumber }),
      })}
      columns={[
        {
          header: t('quoteDelivery.status'),
          cell: (row) => <StatusTag enumeration={DeliveryStatus} statusId={row.deliveryStatusId} />,
        },
        { header: t('quoteDelivery.trucks'), cell: (row) => row.vehicleCount },
        { header: t('quoteDelivery.stops'), cell: (row) => row.stopCount },
        { header: t('quoteDelivery.lines'), cell: (row) => row.itemCount },
      ]}
    />
  );
}
