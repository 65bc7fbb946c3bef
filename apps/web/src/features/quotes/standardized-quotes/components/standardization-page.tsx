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
import { useSession } from '../../../../lib/auth';
import { listLocation } from '../../../../lib/record-routes';
import { decideRouteAccess } from '../../../../lib/route-access';
import { useStandardizedQuote } from '../api/standardized-quotes';
import { canDeleteStandardizedQuote, useStandardizedQuoteActions } from './status-actions';
import { StandardizationWorkspace } from './standardization-workspace';
import './standardization.css';
import { StatusTag, StatusMoveButton } from '../../../../components/status';

interface HeaderActionsProps {
  readonly record: StandardizedQuote;
  /** Cancel, reinstate and delete are Standardized Quote Management's (super admin, decision 200). */
  readonly mayManage: boolean;
}

/** The record's status and what can be done to it as a whole: cancel, reinstate, delete (spec 001 §7, §8). */
function HeaderActions({ record, mayManage }: HeaderActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { statusChoices, remove } = useStandardizedQuoteActions();
  const number = formatQuoteNumber('SQ', record.quoteNumber);

  return (
    <div className="standardization-header">
      <StatusTag enumeration={StandardizedQuoteStatus} statusId={record.statusId} />
      {(mayManage ? statusChoices(record, number) : []).map((choice) => (
        <StatusMoveButton key={choice.key} move={choice} onClick={() => choice.choose()} />
      ))}
      {mayManage && canDeleteStandardizedQuote(record.statusId) ? (
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
  const { roleId } = useSession();
  // Every staff role works the quote (decision 200); who may not open its list returns to the Quote Table.
  const mayManage =
    decideRouteAccess({ isLoggedIn: true, roleId, pathname: ROUTES.standardizedQuoteManagement }).kind ===
    'allow';
  return (
    <WorkspaceRecordPage
      listRoute={mayManage ? ROUTES.standardizedQuoteManagement : ROUTES.quoteTable}
      titleOf={(record) => `${formatQuoteNumber('SQ', record.quoteNumber)} — ${record.jobName}`}
      read={useStandardizedQuote(id)}
      subject="standardized quote"
      entityType={ActionLogType.ids.STANDARDIZED_QUOTE}
      entityId={id}
      actionsOf={(record) => <HeaderActions record={record} mayManage={mayManage} />}
    >
      {(workspace) => <StandardizationWorkspace {...workspace} />}
    </WorkspaceRecordPage>
  );
}

/**
 * /quotes/standardized-quote-management/:id: the standardization workspace at its own address (decision 122),
 * opened from the lists, the board and the Quote Table — by every staff role (issue 34, decision 200).
 */
export function StandardizationPage() {
  return <RecordIdRoute>{(id) => <StandardizationRecord id={id} />}</RecordIdRoute>;
}
