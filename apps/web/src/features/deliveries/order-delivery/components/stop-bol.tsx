import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmationMessage,
  failedTitle,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type OrderDelivery,
} from '@portal/contracts';
import { isOutdatedError } from '../../../../components/form';
import { Button, iconClass, useConfirm, useToast } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { translateMessage } from '../../../../lib/i18n-labels';
import { downloadBol, openPrintableBol, useDeleteBol, useUploadBol } from '../api/order-delivery';

/** What the file picker offers (spec 001 §5: PDF, Excel, Word or images; the server decides by content). */
const ACCEPT = '.pdf,.xlsx,.xls,.docx,.doc,image/*';

type Stop = OrderDelivery['deliveryVehicles'][number]['deliveryStops'][number];

/**
 * A stop's signed bill of lading (issue 38, decision 211): upload (PDF, Excel, Word or image, at most 20 MB — said
 * here before sending; the server checks the content), the stored file under spec 000 §5's name as a download
 * link, Delete with spec 001 §8's 'Delete attachment' confirmation, and the printable bill of lading. Upload and
 * delete are delivery writes with the version read; with unsaved changes the user saves first.
 */
export function StopBol({
  record,
  stop,
  sequence,
  isDirty,
  disabled,
}: {
  readonly record: OrderDelivery;
  readonly stop: Stop;
  readonly sequence: number;
  readonly isDirty: boolean;
  readonly disabled: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadBol();
  const remove = useDeleteBol();
  const title = failedTitle('Delivery Update');

  const showFailure = (error: unknown, verb: 'update' | 'delete' | 'open') => {
    if (isOutdatedError(error)) {
      toast.showError(translateMessage(MESSAGES.outdatedRecord), title);
      return;
    }
    toast.showError(translateMessage(failureMessage(error, verb, 'bill of lading')), title);
  };

  /** spec 001 §5, §8: the delivery is saved before its bill of lading changes (the version would not match). */
  const savedFirst = () => {
    if (!isDirty) return true;
    toast.showWarning(translateMessage(MESSAGES.saveDeliveryBeforeBol));
    return false;
  };

  const chooseFile = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // spec 001 §5: 20 MB at most — said at once, without sending the file; the server checks again, by content.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.showError(translateMessage(MESSAGES.invalidBolAttachment), title);
      return;
    }
    upload.mutate(
      { stopId: stop.id, file, version: record.version },
      {
        onSuccess: () => toast.showSuccess(t('orderDelivery.bolUploaded')),
        onError: (error) => showFailure(error, 'update'),
      },
    );
  };

  const handleUpload = () => {
    if (savedFirst()) inputRef.current?.click();
  };

  const handleDelete = () => {
    if (!savedFirst()) return;
    confirm({
      header: t('orderDelivery.deleteBolTitle'),
      message: confirmationMessage('deleteBolAttachment', record.deliveryNumber),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        remove.mutate(
          { stopId: stop.id, version: record.version },
          {
            onSuccess: () => toast.showSuccess(t('orderDelivery.bolDeleted')),
            onError: (error) => showFailure(error, 'delete'),
          },
        ),
    });
  };

  const fileName = stop.filename;
  const isBusy = disabled || upload.isPending || remove.isPending;
  return (
    <div className="order-delivery__stop-bol" role="group" aria-label={t('orderDelivery.signedBol')}>
      <span className="order-delivery__muted">{t('orderDelivery.signedBol')}:</span>{' '}
      {fileName ? (
        <Button
          type="button"
          link
          label={fileName}
          icon={iconClass('download')}
          onClick={() =>
            void downloadBol(stop.id, fileName).catch((error: unknown) => showFailure(error, 'open'))
          }
        />
      ) : (
        <span>{t('orderDelivery.noSignedBol')}</span>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        onChange={chooseFile}
      />
      <label htmlFor={inputId} className="visually-hidden">
        {t('orderDelivery.bolFileOf', { sequence })}
      </label>
      <Button
        type="button"
        label={t('orderDelivery.uploadBol')}
        aria-label={t('orderDelivery.uploadBolOf', { sequence })}
        icon={iconClass('upload')}
        text
        size="small"
        loading={upload.isPending}
        disabled={isBusy}
        onClick={handleUpload}
      />
      {fileName ? (
        <Button
          type="button"
          label={t('orderDelivery.deleteBol')}
          aria-label={t('orderDelivery.deleteBolOf', { sequence })}
          icon={iconClass('delete')}
          text
          severity="danger"
          size="small"
          disabled={isBusy}
          onClick={handleDelete}
        />
      ) : null}
      <Button
        type="button"
        label={t('orderDelivery.printBol')}
        aria-label={t('orderDelivery.printBolOf', { sequence })}
        icon={iconClass('print')}
        text
        size="small"
        onClick={() => void openPrintableBol(stop.id).catch((error: unknown) => showFailure(error, 'open'))}
      />
    </div>
  );
}
