import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { WorkspaceRecordPage } from '../../../../components/record/workspace-record-page';
import { useOrderDelivery } from '../../order-delivery/api/order-delivery';
import { DeliveryWorkspace } from '../../order-delivery/components/order-delivery-workspace';
import { QUOTE_DELIVERY_KIND } from '../../order-delivery/delivery-kind';
import '../../order-delivery/order-delivery.css';

const KIND = QUOTE_DELIVERY_KIND;

function QuoteDeliveryRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  return (
    <WorkspaceRecordPage
      // spec 001 §2: a quote delivery is opened from its quote's workspace.
      listRoute={ROUTES.quoteBoard}
      titleOf={(delivery) => t('quoteDelivery.workspaceTitleOf', { number: delivery.deliveryNumber })}
      read={useOrderDelivery(id, KIND)}
      subject="quote delivery"
      entityType={KIND.entityType}
      entityId={id}
      actionsOf={(delivery) =>
        delivery.quoteId === null ? null : (
          <Link className="p-button p-button-text p-button-sm" to={KIND.homeOf(delivery)}>
            {t('quoteDelivery.backToQuote')}
          </Link>
        )
      }
    >
      {(workspace) => <DeliveryWorkspace kind={KIND} {...workspace} />}
    </WorkspaceRecordPage>
  );
}

/** /quotes/quote-delivery-workspace/:id (spec 001 §2; decision 218): the workspace of one quote delivery. */
export function QuoteDeliveryWorkspacePage() {
  return <RecordIdRoute>{(id) => <QuoteDeliveryRecord id={id} />}</RecordIdRoute>;
}

/** /quotes/quote-delivery-workspace without a delivery: quote deliveries are opened from the quote's workspace. */
export function QuoteDeliveryWorkspaceIndexPage() {
  return <Navigate to={ROUTES.quoteBoard} replace />;
}
