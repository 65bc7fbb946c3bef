import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTED_ITEM_STATUS_IDS,
  failedTitle,
  ItemStatus,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  ORDER_PICTURE_CONTENT_TYPES,
  ORDER_PICTURE_UPLOAD_MAX_FILES,
  PICTURE_NOTE_MAX_LENGTH,
  PictureStatus,
  PictureType,
  successMessage,
  type OrderPictureItem,
  type SaveOrderPictureRequests,
} from '@portal/contracts';
import { StatusTag } from '../../../../components/status';
import { useConfirmDelete } from '../../../../components/table';
import {
  Button,
  Dialog,
  Dropdown,
  iconClass,
  InputText,
  InputTextarea,
  Tag,
  useConfirm,
  useToast,
} from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import type { useOrderPictureWrites } from './use-order-picture-writes';
import { PictureThumbnail } from './picture-thumbnail';

type Entry = SaveOrderPictureRequests['entries'][number];

/** What the manager says of an item: its product and size, as the order screens name a line. */
export function itemName(item: OrderPictureItem): string {
  return `${item.productName} (${item.productSizeName})`;
}

/**
 * spec 001 §5: at most 20 MB, said before anything is sent. The type is the server's to tell, by content: the
 * browser's type comes from the name, and a PNG named '.pdf' is a PNG (decision 168).
 */
function acceptable(file: File): boolean {
  return file.size <= MAX_UPLOAD_BYTES;
}

export interface PictureItemProps {
  readonly item: OrderPictureItem;
  readonly editable: boolean;
  readonly writes: ReturnType<typeof useOrderPictureWrites>;
}

/**
 * One order item in the picture manager (decision 168): its request (type, due date, note), status, pictures
 * (thumbnails that open full size), upload by file input or drop, approve, reject with a note, clear (confirmed).
 * Every action is a button with the item in its name, so the keyboard and screen readers reach each one.
 */
export function PictureItem({ item, editable, writes }: PictureItemProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const format = useFormat();
  const toast = useToast();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const request = item.request;
  const name = itemName(item);
  const [pictureTypeId, setPictureTypeId] = useState<number>(
    request?.pictureTypeId ?? PictureType.ids.ACTUAL,
  );
  const [pictureDueDate, setPictureDueDate] = useState(request?.pictureDueDate ?? '');
  const [note, setNote] = useState(request?.note ?? '');
  const [rejecting, setRejecting] = useState(false);
  const [rejectionNote, setRejectionNote] = useState('');
  const [rejectionTried, setRejectionTried] = useState(false);
  const [dragging, setDragging] = useState(false);

  const save = (entry: Entry, onDone?: () => void) =>
    writes.save.mutate([entry], {
      onSuccess: () => {
        toast.showSuccess(successMessage('picture request', 'saved'));
        onDone?.();
      },
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'pictures'), failedTitle('Picture Request')),
    });

  const sendRequest = () =>
    save({
      action: 'request',
      orderItemId: item.orderItemId,
      version: request?.version ?? null,
      pictureTypeId,
      pictureDueDate,
      note,
    });

  const upload = (files: readonly File[]) => {
    if (files.length === 0) return;
    // Said at once, without sending anything; the server checks again by content (MESSAGES.invalidPicture).
    if (files.length > ORDER_PICTURE_UPLOAD_MAX_FILES || !files.every(acceptable)) {
      toast.showError(MESSAGES.invalidPicture, failedTitle('Picture Upload'));
      return;
    }
    writes.upload.mutate(
      { orderItemId: item.orderItemId, files },
      {
        onSuccess: () => toast.showSuccess(successMessage('pictures', 'saved')),
        onError: (error) =>
          toast.showError(failureMessage(error, 'create', 'pictures'), failedTitle('Picture Upload')),
      },
    );
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (editable) upload([...event.dataTransfer.files]);
  };

  const closeRejection = () => {
    setRejecting(false);
    setRejectionNote('');
    setRejectionTried(false);
  };
  const reject = () => {
    setRejectionTried(true);
    if (!request || rejectionNote.trim() === '') return;
    save(
      { action: 'reject', orderItemId: item.orderItemId, version: request.version, rejectionNote },
      closeRejection,
    );
  };

  const clear = () =>
    confirm({
      header: t('orderPictures.clearTitle'),
      message: t('orderPictures.clearMessage', { item: name }),
      onAccept: () =>
        writes.clear.mutate(item.orderItemId, {
          onSuccess: () => toast.showSuccess(successMessage('pictures', 'deleted')),
          onError: (error) =>
            toast.showError(failureMessage(error, 'delete', 'pictures'), failedTitle('Picture Clear')),
        }),
    });

  const sent = item.pictureStatusId === PictureStatus.ids.SENT;
  const rejected = item.pictureStatusId === PictureStatus.ids.REJECTED;
  const headingId = `${id}-heading`;
  const rejectionId = `${id}-rejection`;
  return (
    <article
      className={`picture-item${dragging ? ' picture-item--dragging' : ''}`}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!editable) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <header className="picture-item__header">
        <h3 id={headingId}>{name}</h3>
        <span className="picture-item__quantity">
          {t('orderPictures.quantity', { quantity: format.decimal(item.quantity) })}
        </span>
        {/* A cancelled, unavailable or replaced item no longer counts in the order's picture status. */}
        {COUNTED_ITEM_STATUS_IDS.includes(item.statusId) ? null : (
          <StatusTag enumeration={ItemStatus} statusId={item.statusId} />
        )}
        <StatusTag enumeration={PictureStatus} statusId={item.pictureStatusId} />
        {request?.approvedAt ? (
          <Tag value={t('orderPictures.approved')} severity="success" icon={iconClass('check')} />
        ) : sent ? (
          <Tag value={t('orderPictures.waitingForReview')} severity="info" />
        ) : null}
      </header>

      <fieldset className="picture-item__request" disabled={!editable}>
        <legend>{t('orderPictures.request')}</legend>
        {request ? null : <p className="picture-item__hint">{t('orderPictures.notRequested')}</p>}
        <div className="picture-item__fields">
          <span className="picture-item__field">
            <label htmlFor={`${id}-type`}>{t('orderPictures.pictureType')}</label>
            <Dropdown
              inputId={`${id}-type`}
              value={pictureTypeId}
              options={labels.options(PictureType)}
              optionLabel="name"
              optionValue="id"
              disabled={!editable}
              onChange={(event) => setPictureTypeId(event.value as number)}
            />
          </span>
          <span className="picture-item__field">
            <label htmlFor={`${id}-due`}>{t('orderPictures.pictureDueDate')}</label>
            <InputText
              id={`${id}-due`}
              type="date"
              value={pictureDueDate}
              onChange={(event) => setPictureDueDate(event.target.value)}
            />
          </span>
          <span className="picture-item__field picture-item__field--wide">
            <label htmlFor={`${id}-note`}>{t('orderPictures.note')}</label>
            <InputTextarea
              id={`${id}-note`}
              rows={1}
              autoResize
              maxLength={PICTURE_NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </span>
          {editable ? (
            <Button
              type="button"
              label={request ? t('orderPictures.saveRequest') : t('orderPictures.requestPicture')}
              aria-label={
                request
                  ? t('orderPictures.saveRequestOf', { item: name })
                  : t('orderPictures.requestPictureOf', { item: name })
              }
              icon={iconClass(request ? 'save' : 'image')}
              outlined
              loading={writes.save.isPending && writes.save.variables?.[0]?.orderItemId === item.orderItemId}
              onClick={sendRequest}
            />
          ) : null}
        </div>
        {request?.rejectionNote ? (
          <p className="picture-item__rejection">
            {t('orderPictures.lastRejection', { note: request.rejectionNote })}
          </p>
        ) : null}
        {request?.approvedAt ? (
          <p className="picture-item__hint">
            {t('orderPictures.approvedBy', {
              name: request.approvedByUserName ?? '',
              date: format.dateTime(request.approvedAt),
            })}
          </p>
        ) : null}
      </fieldset>

      <section className="picture-item__pictures" aria-label={`${t('orderPictures.pictures')}: ${name}`}>
        {item.pictures.length === 0 ? (
          <p className="picture-item__hint">{t('orderPictures.noPictures')}</p>
        ) : (
          <ul className="picture-item__thumbnails">
            {item.pictures.map((picture) => (
              <li key={picture.id} className={rejected ? 'picture-item__picture--rejected' : undefined}>
                <PictureThumbnail picture={picture} isRejected={rejected} />
                {/* The pictures a rejection refused are marked so in the gallery (decision 202). */}
                {rejected ? (
                  <Tag
                    value={t('orderPictures.rejectedPicture')}
                    severity="danger"
                    icon={iconClass('close')}
                  />
                ) : null}
                <small>
                  {t('orderPictures.pictureUploaded', {
                    name: picture.uploadedByUserName ?? '',
                    date: format.dateTime(picture.uploadedAt),
                  })}
                </small>
                {editable ? (
                  <Button
                    type="button"
                    icon={iconClass('delete')}
                    rounded
                    text
                    severity="danger"
                    aria-label={t('orderPictures.deletePicture', { name: picture.fileName })}
                    onClick={() =>
                      confirmDelete({
                        header: t('orderPictures.deletePictureTitle'),
                        subject: 'picture',
                        name: picture.fileName,
                        failed: 'Picture Delete',
                        run: () => writes.remove.mutateAsync(picture.id),
                      })
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {editable ? (
          <div className="picture-item__actions">
            <input
              ref={inputRef}
              id={`${id}-files`}
              type="file"
              multiple
              accept={ORDER_PICTURE_CONTENT_TYPES.join(',')}
              className="visually-hidden"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                upload(files);
              }}
            />
            <label htmlFor={`${id}-files`} className="visually-hidden">
              {t('orderPictures.pictureFiles', { item: name })}
            </label>
            <Button
              type="button"
              label={t('orderPictures.upload')}
              aria-label={t('orderPictures.uploadOf', { item: name })}
              icon={iconClass('upload')}
              outlined
              loading={writes.upload.isPending && writes.upload.variables?.orderItemId === item.orderItemId}
              onClick={() => inputRef.current?.click()}
            />
            <span className="picture-item__hint">{t('orderPictures.dropHint')}</span>
            {sent && request && !request.approvedAt ? (
              <Button
                type="button"
                label={t('orderPictures.approve')}
                aria-label={t('orderPictures.approveOf', { item: name })}
                icon={iconClass('check')}
                severity="success"
                onClick={() =>
                  save({ action: 'approve', orderItemId: item.orderItemId, version: request.version })
                }
              />
            ) : null}
            {sent && request ? (
              <Button
                type="button"
                label={t('orderPictures.reject')}
                aria-label={t('orderPictures.rejectOf', { item: name })}
                icon={iconClass('close')}
                severity="danger"
                outlined
                onClick={() => setRejecting(true)}
              />
            ) : null}
            {item.pictures.length > 0 ? (
              <Button
                type="button"
                label={t('orderPictures.clear')}
                aria-label={t('orderPictures.clearOf', { item: name })}
                icon={iconClass('delete')}
                severity="secondary"
                text
                onClick={clear}
              />
            ) : null}
          </div>
        ) : null}
      </section>

      <Dialog
        header={t('orderPictures.rejectTitle', { item: name })}
        visible={rejecting}
        onHide={closeRejection}
        isDirty={rejectionNote.trim() !== ''}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={closeRejection}
            />
            <Button
              type="button"
              label={t('orderPictures.reject')}
              severity="danger"
              loading={writes.save.isPending}
              onClick={reject}
            />
          </>
        }
      >
        <label htmlFor={rejectionId}>{t('orderPictures.rejectionNote')}</label>
        <InputTextarea
          id={rejectionId}
          className="picture-item__rejection-note"
          rows={3}
          maxLength={PICTURE_NOTE_MAX_LENGTH}
          value={rejectionNote}
          aria-invalid={rejectionTried && rejectionNote.trim() === ''}
          aria-describedby={`${rejectionId}-error`}
          onChange={(event) => setRejectionNote(event.target.value)}
        />
        <small id={`${rejectionId}-error`} className="field-error" role="alert">
          {rejectionTried && rejectionNote.trim() === '' ? t('orderPictures.rejectionNoteRequired') : ''}
        </small>
      </Dialog>
    </article>
  );
}
