import { Navigate } from 'react-router';
import { ActionLogType, formatQuoteNumber, ROUTES } from '@portal/contracts';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { WorkspaceRecordPage } from '../../../../components/record/workspace-record-page';
import { useConstructedQuote } from '../api/quote-construction';
import { QuoteConstructionWorkspace } from './quote-construction-workspace';
import { QuoteStatusTags } from './summary-panels';
import '../quote-construction.css';

function QuoteConstructionRecord({ id }: { readonly id: number }) {
  return (
    <WorkspaceRecordPage
      // spec 001 §2: quotes are opened from the Quote Board (or the table); the back link returns to the board.
      listRoute={ROUTES.quoteBoard}
      titleOf={(record) => `${formatQuoteNumber('CQ', record.quoteNumber)} — ${record.jobName}`}
      read={useConstructedQuote(id)}
      subject="quote"
      entityType={ActionLogType.ids.QUOTE}
      entityId={id}
      actionsOf={(record) => <QuoteStatusTags record={record} />}
    >
      {(workspace) => <QuoteConstructionWorkspace {...workspace} />}
    </WorkspaceRecordPage>
  );
}

/**
 * /quotes/quote-construction/:id (spec 001 §2 workspace route): the construction workspace of one quote at its own
 * address (decisions 122, 155), opened from the Quote Board, the Quote Table and Quote Management.
 */
export function QuoteConstructionPage() {
  return <RecordIdRoute>{(id) => <QuoteConstructionRecord id={id} />}</RecordIdRoute>;
}

/**
 * /quotes/quote-construction without a quote (the breadcrumb's link, an old bookmark): quotes are opened from the
 * Quote Board (spec 001 §2), so it goes there.
 */
export function QuoteConstructionIndexPage() {
  return <Navigate to={ROUTES.quoteBoard} replace />;
}
