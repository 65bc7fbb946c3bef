import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ActionLogType,
  formatQuoteNumber,
  ROUTES,
  StandardizedQuoteStatus,
  type StandardizedQuote,
} from '@portal/contracts';
import { RecordIdRoute } from '../../../../components/record/record-id-route';
import { WorkspaceRecordPage } from '../../../../components/record/workspace-record-page';
import { Button, iconClass } from '../../../../components/ui';
import { listLocation } from '../../../../lib/record-routes';
import { useStandardizedQuote } from '../api/standardized-quotes';
import { canDeleteStandardizedQuote, useStandardizedQuoteActions } from './status-actions';
import { StandardizationWorkspace } from './standardization-workspace';
import './standardization.css';
import { StatusTag, StatusMoveButton } from '../../../../components/status';

interface HeaderActionsProps {
  readonly record: StandardizedQuote;
}

/** The record's status and what can be done to it as a whole: cancel, reinstate, delete (spec 001 §7, §8). */
function HeaderActions({ record }: HeaderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { statusChoices, remove } = useStandardizedQuoteActions();
  const number = formatQuoteNumber('SQ', record.quoteNumber);

  return (
    <div className="standardization-header">
      <StatusTag enumeration={StandardizedQuoteStatus} statusId={record.statusId} />
      {statusChoices(record, number).map((choice) => (
        <StatusMoveButton key={choice.key} move={choice} onClick={choice.choose} />
      ))}
      {canDeleteStandardizedQuote(record.statusId) ? (
        <Button
          type="button"
          label={t('common.delete')}
          icon={iconClass('delete')}
          severity="danger"
          text
          onClick={() =>
            remove(
              record.id,
              number,
              () => void navigate(listLocation(ROUTES.standardizedQuoteManagement, searchParams)),
            )
          }
        />
      ) : null}
    </div>
  );
}

function StandardizationRecord({ id }: { readonly id: number }) {
  return (
    <WorkspaceRecordPage
      listRoute={ROUTES.standardizedQuoteManagement}
      titleOf={(record) => `${formatQuoteNumber('SQ', record.quoteNumber)} — ${record.jobName}`}
      read={useStandardizedQuote(id)}
      subject="standardized quote"
      entityType={ActionLogType.ids.STANDARDIZED_QUOTE}
      entityId={id}
      actionsOf={(record) => <HeaderActions record={record} />}
    >
      {(workspace) => <StandardizationWorkspace {...workspace} />}
    </WorkspaceRecordPage>
  );
}

/**
 * /quotes/standardized-quote-management/:id (spec 001 §2, super admin): the standardization workspace at its own
 * address (decision 122), opened from the lists, the board and the table.
 */
export function StandardizationPage() {
  return <RecordIdRoute>{(id) => <StandardizationRecord id={id} />}</RecordIdRoute>;
}
