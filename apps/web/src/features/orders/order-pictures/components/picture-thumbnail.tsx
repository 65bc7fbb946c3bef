import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItemPicture } from '@portal/contracts';
import { Button, Dialog, iconClass, ProgressSpinner } from '../../../../components/ui';
import { useAuthenticatedImage } from '../../../../lib/use-authenticated-image';
import { pictureUrl, thumbnailUrl } from '../api/order-pictures';

/**
 * A picture as a thumbnail button that opens it full size. The images need the session's token, so they are
 * read as blobs (useAuthenticatedImage); a picture without a thumbnail (an RLE bitmap) shows itself, scaled.
 */
export function PictureThumbnail({
  picture,
  isRejected = false,
}: {
  readonly picture: OrderItemPicture;
  /** The item's pictures were rejected: the thumbnail's name says so (decision 202). */
  readonly isRejected?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const thumbnail = useAuthenticatedImage(
    picture.hasThumbnail ? thumbnailUrl(picture.id) : pictureUrl(picture.id),
  );
  const full = useAuthenticatedImage(open ? pictureUrl(picture.id) : null);
  const label = isRejected
    ? `${t('orderPictures.openPicture', { name: picture.fileName })} (${t('orderPictures.rejectedPicture')})`
    : t('orderPictures.openPicture', { name: picture.fileName });
  return (
    <>
      <button
        type="button"
        className="picture-thumbnail"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      >
        {thumbnail ? <img src={thumbnail} alt="" /> : <i className={iconClass('image')} aria-hidden="true" />}
      </button>
      <Dialog
        header={picture.fileName}
        visible={open}
        onHide={() => setOpen(false)}
        style={{ width: 'min(60rem, 95vw)' }}
        footer={<Button type="button" label={t('orderPictures.close')} onClick={() => setOpen(false)} />}
      >
        {full ? (
          <img className="picture-thumbnail__full" src={full} alt={picture.fileName} />
        ) : (
          <div role="status" aria-label={t('common.loading')}>
            <ProgressSpinner />
          </div>
        )}
      </Dialog>
    </>
  );
}
