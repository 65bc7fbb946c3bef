import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { couldNotMessage, failedTitle, MAX_UPLOAD_BYTES, successMessage } from '@portal/contracts';
import { Button, Dialog, Slider, useToast } from '../../../components/ui';
import { isApiError } from '../../../lib/api-client';
import { useDeleteOwnAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { cropImage } from './crop-image';
import { OwnerAvatar } from '../../../components/owner';
import './users.css';

export interface AvatarEditorProps {
  readonly avatarUrl: string | null;
  readonly initials: string;
  readonly name: string;
  /** Called with the new avatar address (a changed address makes every view fetch it again), or null. */
  readonly onChange: (avatarUrl: string | null) => void;
}

function failureText(error: unknown, verb: 'update' | 'delete'): string {
  // 4xx answers (too large, not an image) carry a message written for the user.
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return couldNotMessage(verb, 'avatar');
}

/** The signed-in user's own avatar: upload with a square crop step, and delete (spec 001 §7, issue 4). */
export function AvatarEditor({ avatarUrl, initials, name, onChange }: AvatarEditorProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteOwnAvatar();

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  const onCropComplete = useCallback((_area: Area, pixels: Area) => setArea(pixels), []);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // spec 001 §9: 20 MB uploads. The server checks too (by content); this saves sending a file it will refuse.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.showError(t('users.avatarTooLarge'), failedTitle('Avatar Upload'));
      return;
    }
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setSource(URL.createObjectURL(file));
  };

  const closeCrop = () => setSource(null);

  const saveCrop = async () => {
    if (!source || !area) return;
    try {
      const image = await cropImage(source, area);
      const user = await upload.mutateAsync({ image, fileName: 'avatar.png' });
      toast.showSuccess(successMessage('avatar', 'updated'));
      setSource(null);
      onChange(user.avatarUrl ? `${user.avatarUrl}?v=${Date.now()}` : null);
    } catch (error) {
      toast.showError(failureText(error, 'update'), failedTitle('Avatar Upload'));
    }
  };

  const deleteAvatar = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.showSuccess(successMessage('avatar', 'deleted'));
        onChange(null);
      },
      onError: (error) => toast.showError(failureText(error, 'delete'), failedTitle('Avatar Delete')),
    });
  };

  return (
    <section className="avatar-editor" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('users.avatarTitle')}</h2>
      <div className="avatar-editor-current">
        <span data-testid="current-avatar">
          <OwnerAvatar avatarUrl={avatarUrl} initials={initials} name={name} size="xlarge" />
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/bmp,image/webp"
          className="visually-hidden"
          onChange={chooseFile}
        />
        <label htmlFor={inputId} className="visually-hidden">
          {t('users.avatarFile')}
        </label>
        <Button
          type="button"
          label={t('users.avatarUpload')}
          icon="pi pi-upload"
          onClick={() => inputRef.current?.click()}
        />
        {avatarUrl ? (
          <Button
            type="button"
            label={t('users.avatarDelete')}
            icon="pi pi-trash"
            severity="secondary"
            outlined
            loading={remove.isPending}
            onClick={deleteAvatar}
          />
        ) : null}
      </div>

      <Dialog
        header={t('users.avatarCropTitle')}
        visible={source !== null}
        onHide={closeCrop}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={closeCrop} />
            <Button
              type="button"
              label={t('users.avatarSave')}
              icon="pi pi-check"
              loading={upload.isPending}
              disabled={area === null}
              onClick={() => void saveCrop()}
            />
          </>
        }
      >
        {source ? (
          <div className="avatar-editor">
            <div className="avatar-crop-area">
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onCropComplete}
              />
            </div>
            <label htmlFor={`${inputId}-zoom`}>{t('users.avatarZoom')}</label>
            <Slider
              id={`${inputId}-zoom`}
              value={zoom}
              min={1}
              max={3}
              step={0.1}
              onChange={(event) => setZoom(Array.isArray(event.value) ? (event.value[0] ?? 1) : event.value)}
            />
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
