import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ActionLogType, formatQuoteNumber, ROUTES } from '@portal/contracts';
import { RecordPage } from '../../../../components/record/record-page';
import { recordIdOf } from '../../../../lib/record-routes';
import { useConstructedQuote } from '../api/quote-construction';
import { QuoteConstructionWorkspace } from './quote-construction-workspace';
import { QuoteStatusTags } from './summary-panels';
import '../quote-construction.css';

function QuoteConstructionRecord({ id }: { readonly id: number }) {
  const { t } = useTranslation();
  const read = useConstructedQuote(id);
  const record = read.data;
  return (
    <RecordPage
      // spec 001 §2: quotes are opened from the Quote Board (or the table); the back link returns to the board.
      listRoute={ROUTES.quoteBoard}
      listTitle={t('menu.quoteBoard', { defaultValue: 'Quote Board' })}
      title={record ? `${formatQuoteNumber('CQ', record.quoteNumber)} — ${record.jobName}` : undefined}
      read={read}
      subject="quote"
      entityType={ActionLogType.ids.QUOTE}
      entityId={id}
      actions={record ? <QuoteStatusTags record={record} /> : undefined}
    >
      {({ onDirtyChange }) =>
        record ? (
          <QuoteConstructionWorkspace
            key={record.id}
            record={record}
            reload={async () => (await read.refetch()).data}
            onDirtyChange={onDirtyChange}
          />
        ) : null
      }
    </RecordPage>
  );
}

/**
 * /quotes/quote-construction/:id (spec 001 §2 workspace route): the construction workspace of one quote at its own
 * address (decisions 122, 155), opened from the Quote Board, the Quote Table and Quote Management.
 */
export function QuoteConstructionPage() {
  const id = recordIdOf(useParams().id);
  return id === null ? <Navigate to={ROUTES.notFound} replace /> : <QuoteConstructionRecord id={id} />;
}

/**
 * /quotes/quote-construction without a quote (the breadcrumb's link, an old bookmark): quotes are opened from the
 * Quote Board (spec 001 §2), so it goes there.
 */
export function QuoteConstructionIndexPage() {
  return <Navigate to={ROUTES.quoteBoard} replace />;
}
