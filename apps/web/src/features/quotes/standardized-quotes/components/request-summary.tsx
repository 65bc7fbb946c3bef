import { useTranslation } from 'react-i18next';
import {
  BackgroundProcessStatus,
  DeliveryMethod,
  failedTitle,
  formatQuoteNumber,
  RequestPurpose,
  type QuoteRequest,
} from '@portal/contracts';
import { Button, iconClass, Message, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage, useLabels } from '../../../../lib/i18n-labels';
import { downloadRequestAttachment } from '../api/standardized-quotes';

export interface RequestSummaryProps {
  readonly request: QuoteRequest;
  /** Who works on the standardization (the request's owner, or who picked it up). */
  readonly ownerName: string | null;
}

/**
 * The request beside the grid (issue 13): who asked, for which job and when, the list as the buyer sent it and
 * the files, and what the engine could not read — what staff check each line against.
 */
export function RequestSummary({ request, ownerName }: RequestSummaryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const toast = useToast();
  const { matching } = request;
  const facts: Array<[string, string]> = [
    [t('standardization.request'), formatQuoteNumber('QR', request.quoteNumber)],
    [t('standardization.buyerCompany'), request.buyerCompanyName],
    [t('standardization.buyerUser'), request.buyerUserName],
    [t('standardization.owner'), ownerName ?? request.ownerUserName ?? ''],
    [
      t('standardization.deliveryAddress'),
      [
        request.deliveryAddress,
        request.city,
        labels.label('province', request.provinceId, request.provinceName),
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [t('standardization.approxJobDate'), format.date(request.approxJobDate)],
    [t('standardization.quoteBackDate'), format.date(request.quoteBackDate)],
    [
      t('standardization.purpose'),
      [labels.enumeration(RequestPurpose, request.requestPurposeId), request.requestPurpose.clientName]
        .filter(Boolean)
        .join(' — '),
    ],
    [t('standardization.deliveryMethod'), labels.enumeration(DeliveryMethod, request.deliveryMethodId)],
    [t('standardization.qto'), request.qto ? t('common.yes') : t('common.no')],
  ];
  return (
    <aside className="request-summary" aria-label={t('standardization.request')}>
      <dl className="request-summary__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="request-summary__fact">
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <div className="request-summary__more">
        {matching.statusId === BackgroundProcessStatus.ids.SUCCESS ? (
          <p className="request-summary__lines">
            {t('standardization.linesRead', { count: matching.lineCount })}
          </p>
        ) : null}
        {matching.problems.length > 0 ? (
          <div className="request-summary__problems">
            <h3>{t('standardization.problems')}</h3>
            <ul>
              {matching.problems.map((problem, index) => (
                <li key={`${problem.fileId ?? 'details'}-${index}`}>{translateMessage(problem.message)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <section className="request-summary__attachments">
          <h3>{t('standardization.attachments')}</h3>
          {request.attachments.length === 0 ? (
            <p>{t('standardization.noAttachments')}</p>
          ) : (
            <ul className="request-summary__files">
              {request.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <Button
                    type="button"
                    link
                    icon={iconClass('download')}
                    label={t('standardization.download', { name: attachment.name })}
                    onClick={() =>
                      void downloadRequestAttachment(attachment).catch((error: unknown) =>
                        toast.showError(
                          failureMessage(error, 'open', 'attachments'),
                          failedTitle('Attachment'),
                        ),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        {request.details.trim() !== '' ? (
          <details className="request-summary__details">
            <summary>{t('standardization.details')}</summary>
            <pre>{request.details}</pre>
          </details>
        ) : null}
      </div>
      {matching.statusId === BackgroundProcessStatus.ids.FAILED ? (
        <Message severity="error" text={t('standardization.matchingFailed')} />
      ) : null}
    </aside>
  );
}
