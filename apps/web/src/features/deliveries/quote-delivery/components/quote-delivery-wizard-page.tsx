import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { failedTitle, ROUTES, type DeliveryWizardRow } from '@portal/contracts';
import { PageHeader } from '../../../../components/layout/page-header';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { RecordReadStatus } from '../../../../components/record/record-read-status';
import { useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage } from '../../../../lib/i18n-labels';
import { publishRecordTitle } from '../../../../lib/record-routes';
import { useCreateQuoteDeliveries, useQuoteDeliveryLines } from '../../order-delivery/api/order-delivery';
import { DeliveryWizardForm } from '../../order-delivery/components/delivery-wizard-form';
import { QUOTE_DELIVERY_KIND } from '../../order-delivery/delivery-kind';
import '../../order-delivery/order-delivery.css';

const FAILED_TITLE = failedTitle('Quote Delivery Create');

function QuoteDeliveryWizard({ quoteId }: { readonly quoteId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const read = useQuoteDeliveryLines(quoteId);
  const create = useCreateQuoteDeliveries();
  const plan = read.data;
  const quoteNumber = plan?.quoteNumber ?? null;
  useEffect(
    () => (quoteNumber ? publishRecordTitle(pathname, quoteNumber) : undefined),
    [pathname, quoteNumber],
  );

  const runCreate = async (itemIds: number[], truckCount: number) => {
    try {
      const deliveries = await create.mutateAsync({ quoteId, quoteItemIds: itemIds, truckCount });
      toast.showSuccess(
        t('orderDelivery.created', {
          count: deliveries.length,
          numbers: deliveries.map((delivery) => delivery.deliveryNumber).join(', '),
        }),
      );
      const first = deliveries[0];
      if (first) void navigate(QUOTE_DELIVERY_KIND.workspacePath(first.id));
    } catch (error) {
      toast.showError(translateMessage(failureMessage(error, 'create', 'quote delivery')), FAILED_TITLE);
    }
  };

  // spec 001 §5: a line goes on a truck only once its seller and both unit prices are set.
  const reasonOf = (row: DeliveryWizardRow) =>
    plan?.rows.find((line) => line.id === row.id)?.sourced === false ? t('quoteDelivery.notSourced') : '';

  return (
    <section className="screen order-delivery-screen">
      <PageHeader
        title={
          quoteNumber
            ? t('quoteDelivery.wizardTitleOf', { number: quoteNumber })
            : t('quoteDelivery.wizardTitle')
        }
      />
      {!plan ? (
        <div className="surface-panel">
          <RecordReadStatus read={read} subject="quote" />
        </div>
      ) : (
        <DeliveryWizardForm
          rows={plan.rows}
          hasItems={plan.rows.length > 0}
          unassignedCount={plan.rows.filter((row) => !row.disabled).length}
          intro={t('quoteDelivery.wizardIntro')}
          noItems={t('quoteDelivery.noItems')}
          back={{ to: `${ROUTES.quoteConstruction}/${quoteId}`, label: t('quoteDelivery.backToQuote') }}
          reasonOf={reasonOf}
          isCreating={create.isPending}
          onCreate={(itemIds, truckCount) => void runCreate(itemIds, truckCount)}
        />
      )}
    </section>
  );
}

/**
 * /quotes/quote-delivery-wizard/:quoteId (spec 001 §2; issue 38 'Wizard'; decision 218): the quote's counted lines
 * — those whose sourcing is incomplete shown disabled with the reason (spec 001 §5), those on another quote delivery
 * disabled with its number (spec 000 §4) — the lines picked and the number of trucks, never more than the
 * unassigned lines; the new deliveries are made and the first one opens.
 */
export function QuoteDeliveryWizardPage() {
  return <RecordIdRoute>{(quoteId) => <QuoteDeliveryWizard quoteId={quoteId} />}</RecordIdRoute>;
}

/** /quotes/quote-delivery-wizard without a quote: quote deliveries are planned from the quote's workspace. */
export function QuoteDeliveryWizardIndexPage() {
  return <Navigate to={ROUTES.quoteBoard} replace />;
}
