import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BackgroundProcessStatus,
  failedTitle,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  successMessage,
  type QuoteRequest,
} from '@portal/contracts';
import { useConfirmDelete } from '../../../../components/table';
import { Button, iconClass, IconButton, Tag, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import {
  downloadQuoteRequestAttachment,
  useDeleteQuoteRequestAttachment,
  useUploadQuoteRequestAttachment,
} from '../api/quote-requests';

/** What the file picker offers (the server decides by content: decision 135). */
const ACCEPT = '.pdf,.xlsx,.xls,.csv,.docx,.doc,image/*';

/**
 * A request's files (issue 13: the buyer's Excel takeoff, PDF bid sheet …) and what GoMatch made of them: upload,
 * download, delete (confirmed), and the engine's status with the problems it reported.
 */
export function QuoteRequestAttachments({ request }: { readonly request: QuoteRequest }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadQuoteRequestAttachment();
  const remove = useDeleteQuoteRequestAttachment();

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // spec 001 §5: 20 MB at most — said at once, without sending the file; the server checks again, by content.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.showError(MESSAGES.invalidAttachment, failedTitle('Attachment Upload'));
      return;
    }
    upload.mutate(
      { id: request.id, file },
      {
        onSuccess: () => toast.showSuccess(successMessage('attachment', 'saved')),
        onError: (error) =>
          toast.showError(failureMessage(error, 'create', 'attachment'), failedTitle('Attachment Upload')),
      },
    );
  };

  const matching = request.matching;
  return (
    <section className="quote-request-attachments" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>{t('quoteRequests.attachments')}</h3>
      <p className="quote-request-attachments__matching">
        {t('quoteRequests.matching')}:{' '}
        <Tag
          value={labels.enumeration(BackgroundProcessStatus, matching.statusId)}
          severity={matching.statusId === BackgroundProcessStatus.ids.FAILED ? 'danger' : 'info'}
        />
      </p>
      {matching.problems.length > 0 ? (
        <ul className="quote-request-attachments__problems">
          {matching.problems.map((problem, index) => (
            <li key={`${problem.fileId ?? 'details'}-${index}`}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      {request.attachments.length === 0 ? <p>{t('quoteRequests.noAttachments')}</p> : null}
      <ul className="quote-request-attachments__list">
        {request.attachments.map((attachment) => (
          <li key={attachment.id}>
            <span>{attachment.name}</span>{' '}
            <small>
              {format.integer(Math.ceil(attachment.sizeBytes / 1024))} kB ·{' '}
              {format.date(attachment.createdAt)}
            </small>
            <IconButton
              icon="download"
              label={t('quoteRequests.download', { name: attachment.name })}
              onClick={() =>
                void downloadQuoteRequestAttachment(attachment).catch((error: unknown) =>
                  toast.showError(
                    failureMessage(error, 'open', 'attachment'),
                    failedTitle('Attachment Download'),
                  ),
                )
              }
            />
            <IconButton
              icon="delete"
              tone="danger"
              label={t('quoteRequests.deleteAttachment', { name: attachment.name })}
              onClick={() =>
                confirmDelete({
                  header: t('quoteRequests.deleteAttachmentTitle'),
                  subject: 'attachment',
                  name: attachment.name,
                  failed: 'Attachment Delete',
                  run: () => remove.mutateAsync({ id: request.id, fileId: attachment.id }),
                })
              }
            />
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        onChange={chooseFile}
      />
      <label htmlFor={inputId} className="visually-hidden">
        {t('quoteRequests.attachmentFile')}
      </label>
      <Button
        type="button"
        label={t('quoteRequests.upload')}
        icon={iconClass('upload')}
        outlined
        loading={upload.isPending}
        onClick={() => inputRef.current?.click()}
      />
    </section>
  );
}
