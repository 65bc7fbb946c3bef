import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  couldNotMessage,
  deleteConfirmation,
  ErrorCode,
  failedTitle,
  MAX_SAVED_VIEWS_PER_TABLE,
  MESSAGES,
  SAVED_VIEW_NAME_MAX_LENGTH,
  savedViewLimitMessage,
  savedViewNameSchema,
  successMessage,
  type FailureVerb,
  type SavedView,
  type SavedViewTableKey,
} from '@portal/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  IconButton,
  iconClass,
  InputText,
  PopupMenu,
  useConfirm,
  useDiscardConfirmation,
  useToast,
  type NavigationMenuItem,
  type PopupMenuHandle,
} from '../ui';
import { isApiError } from '../../lib/api-client';
import { copyToClipboard } from '../../lib/clipboard';
import { FieldError, useValidationFailedToast } from '../form/field-error';
import { FormControl } from '../form/form-state';
import { useSchemaForm } from '../form/use-draft-editor-form';
import { hrefForRoute } from '../../lib/navigation';
import { useCreateSavedView } from '../../lib/saved-views/create-saved-view';
import { useDeleteSavedView } from '../../lib/saved-views/delete-saved-view';
import { useSavedViews } from '../../lib/saved-views/get-saved-views';
import { useUpdateSavedView } from '../../lib/saved-views/update-saved-view';
import { isSameViewQuery, shareLinkOf, viewQueryOf } from './saved-view-query';
import './saved-views-menu.css';

export interface SavedViewsMenuProps {
  /** Which table's views (contracts SAVED_VIEW_TABLE_KEYS); the view itself is the route's URL query. */
  readonly tableKey: SavedViewTableKey;
}

/** The name dialog: saving the current view, or renaming one. */
type NameDialogState =
  { readonly mode: 'save' } | { readonly mode: 'rename'; readonly view: SavedView } | null;

const SUBJECT = 'saved view';

/**
 * A table's saved views (issue 12, decisions 100–102): the 'Views' button opens a menu of the user's views of this
 * table (picking one puts its filters, sort and columns in the URL, on page 1), 'Save Current View…', and 'Manage
 * Views…' where each view can be opened, shared as a link, renamed or deleted. The table reads the URL
 * (useUrlTableState), so the menu never talks to the table.
 */
export function SavedViewsMenu({ tableKey }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();
  const confirm = useConfirm();
  const views = useSavedViews(tableKey);
  const deleteView = useDeleteSavedView();
  const menuRef = useRef<PopupMenuHandle>(null);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [nameDialog, setNameDialog] = useState<NameDialogState>(null);
  const [isManaging, setIsManaging] = useState(false);

  const currentQuery = viewQueryOf(searchParams);
  const menuId = `saved-views-menu-${tableKey}`;

  const applyView = (view: SavedView) => setSearchParams(new URLSearchParams(view.query));

  const copyLink = async (view: SavedView) => {
    const link = shareLinkOf(window.location, location.pathname, view.query);
    if (await copyToClipboard(link)) toast.showSuccess(t('savedViews.linkCopied', { name: view.name }));
    else toast.showInfo(t('savedViews.copyManually', { link }));
  };

  const requestDelete = (view: SavedView) =>
    confirm({
      header: t('savedViews.deleteTitle'),
      message: deleteConfirmation(SUBJECT, view.name),
      onAccept: () =>
        deleteView.mutate(view, {
          onSuccess: () => toast.showSuccess(successMessage(SUBJECT, 'deleted')),
          onError: (error) =>
            toast.showError(failureText(error, 'delete'), failedTitle('Saved View Deletion')),
        }),
    });

  const savedViews = views.data ?? [];
  const viewItems: NavigationMenuItem[] = savedViews.map((view) => ({
    label: view.name,
    // The view on screen is ticked; picking it again puts the table back on its first page.
    ...(isSameViewQuery(view.query, currentQuery) ? { icon: iconClass('check') } : {}),
    onSelect: () => applyView(view),
  }));
  const listHeader = views.isPending
    ? t('common.loading')
    : views.isError
      ? t('savedViews.loadFailed')
      : savedViews.length === 0
        ? t('savedViews.noViews')
        : t('savedViews.myViews');
  const items: NavigationMenuItem[] = [
    { label: listHeader, items: viewItems },
    { label: '', separator: true },
    {
      label: t('savedViews.saveCurrent'),
      icon: iconClass('views'),
      onSelect: () => setNameDialog({ mode: 'save' }),
    },
    ...(savedViews.length > 0
      ? [{ label: t('savedViews.manage'), icon: iconClass('edit'), onSelect: () => setIsManaging(true) }]
      : []),
  ];

  return (
    <>
      <Button
        type="button"
        label={t('savedViews.menuButton')}
        icon={iconClass('views')}
        outlined
        aria-haspopup="menu"
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onClick={(event) => menuRef.current?.toggle(event)}
      />
      <PopupMenu
        ref={menuRef}
        id={menuId}
        ariaLabel={t('savedViews.menuLabel')}
        items={items}
        hrefForRoute={hrefForRoute}
        onNavigate={(route) => void navigate(route)}
        onShow={() => setIsMenuOpen(true)}
        onHide={() => setIsMenuOpen(false)}
      />
      <SavedViewNameDialog
        tableKey={tableKey}
        state={nameDialog}
        currentQuery={currentQuery}
        onClose={() => setNameDialog(null)}
      />
      <Dialog
        header={t('savedViews.manageTitle')}
        visible={isManaging}
        onHide={() => setIsManaging(false)}
        style={{ width: '36rem' }}
        breakpoints={{ '575px': '95vw' }}
      >
        {/* The last view deleted here leaves the dialog open on an empty list. */}
        {savedViews.length === 0 ? <p>{t('savedViews.noViews')}</p> : null}
        <ul className="saved-views-list" aria-label={t('savedViews.listLabel')}>
          {savedViews.map((view) => (
            <li key={view.id} className="saved-views-row">
              <Button
                type="button"
                link
                className="saved-views-name"
                label={view.name}
                aria-label={t('savedViews.openNamed', { name: view.name })}
                onClick={() => {
                  applyView(view);
                  setIsManaging(false);
                }}
              />
              <span className="saved-views-actions">
                <IconButton
                  icon="link"
                  label={t('savedViews.copyLinkNamed', { name: view.name })}
                  onClick={() => void copyLink(view)}
                />
                <IconButton
                  icon="edit"
                  label={t('savedViews.renameNamed', { name: view.name })}
                  onClick={() => setNameDialog({ mode: 'rename', view })}
                />
                <IconButton
                  icon="delete"
                  tone="danger"
                  label={t('savedViews.deleteNamed', { name: view.name })}
                  onClick={() => requestDelete(view)}
                />
              </span>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}

/**
 * What a refused call says: a 4xx carries a sentence for the user; anything else gets the catalogue's 'Could not
 * … saved view' (spec 001 §8). The limit refusal is the server's English sentence, so it is said in the user's
 * language here.
 */
function failureText(error: unknown, verb: FailureVerb, limitText?: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    if (limitText && error.message === savedViewLimitMessage()) return limitText;
    return error.message;
  }
  return couldNotMessage(verb, SUBJECT);
}

const nameFormSchema = z.object({ name: savedViewNameSchema, replaceQuery: z.boolean() });
type NameFormValues = z.input<typeof nameFormSchema>;
type NameFormParsed = z.output<typeof nameFormSchema>;

interface SavedViewNameDialogProps {
  readonly tableKey: SavedViewTableKey;
  readonly state: NameDialogState;
  readonly currentQuery: string;
  readonly onClose: () => void;
}

/** Names the current view (save) or a saved one (rename, optionally taking the current filters too). */
function SavedViewNameDialog({ tableKey, state, currentQuery, onClose }: SavedViewNameDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showValidationFailed = useValidationFailedToast();
  const confirmDiscard = useDiscardConfirmation();
  const createView = useCreateSavedView();
  const updateView = useUpdateSavedView();
  const renamed = state?.mode === 'rename' ? state.view : null;
  const form = useSchemaForm<NameFormValues, NameFormParsed>({
    schema: nameFormSchema,
    values: { name: '', replaceQuery: false },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = form;

  useEffect(() => {
    if (state === null) return;
    reset({ name: state.mode === 'rename' ? state.view.name : '', replaceQuery: false });
  }, [state, reset]);

  const handleFailure = (error: unknown, name: string, verb: FailureVerb, title: string) => {
    if (isApiError(error) && error.issues.some((issue) => issue.field === 'name')) {
      // The duplicate-name refusal belongs on the field, in the user's language.
      setError('name', { message: t('savedViews.duplicateName', { name }) }, { shouldFocus: true });
      return;
    }
    if (isApiError(error) && error.code === ErrorCode.OUTDATED) {
      // The list was refreshed; the user renames the fresh view.
      toast.showError(MESSAGES.outdatedRecord, failedTitle(title));
      onClose();
      return;
    }
    const limitText = t('savedViews.limitReached', { max: MAX_SAVED_VIEWS_PER_TABLE });
    toast.showError(failureText(error, verb, limitText), failedTitle(title));
  };

  const onValid = ({ name, replaceQuery }: NameFormParsed) => {
    if (renamed) {
      updateView.mutate(
        { view: renamed, request: { name, query: replaceQuery ? currentQuery : renamed.query } },
        {
          onSuccess: () => {
            toast.showSuccess(successMessage(SUBJECT, 'updated'));
            onClose();
          },
          onError: (error) => handleFailure(error, name, 'update', 'Saved View Update'),
        },
      );
      return;
    }
    createView.mutate(
      { tableKey, name, query: currentQuery },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage(SUBJECT, 'created'));
          onClose();
        },
        onError: (error) => handleFailure(error, name, 'create', 'Saved View Creation'),
      },
    );
  };

  const header = renamed ? t('savedViews.renameTitle') : t('savedViews.saveTitle');
  const fieldId = `saved-view-name-${tableKey}`;
  const replaceId = `saved-view-replace-${tableKey}`;
  return (
    <Dialog
      header={header}
      visible={state !== null}
      onHide={onClose}
      isDirty={isDirty}
      style={{ width: '28rem' }}
      breakpoints={{ '575px': '95vw' }}
    >
      <form
        className="saved-view-form"
        noValidate
        aria-label={header}
        onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
      >
        <div className="form-field">
          <label htmlFor={fieldId}>{t('savedViews.name')}</label>
          <InputText
            id={fieldId}
            maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
            autoComplete="off"
            invalid={errors.name !== undefined}
            aria-invalid={errors.name !== undefined}
            aria-describedby={errors.name ? `${fieldId}-error` : undefined}
            {...register('name')}
          />
          <FieldError id={`${fieldId}-error`} label={t('savedViews.name')} message={errors.name?.message} />
        </div>
        {renamed && !isSameViewQuery(renamed.query, currentQuery) ? (
          <div className="form-field-inline">
            <FormControl
              form={form}
              name="replaceQuery"
              render={(field) => (
                <Checkbox
                  inputId={replaceId}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.checked === true)}
                />
              )}
            />
            <label htmlFor={replaceId}>{t('savedViews.replaceQuery')}</label>
          </div>
        ) : null}
        <div className="form-actions">
          <Button
            type="button"
            label={t('savedViews.cancel')}
            text
            onClick={() => confirmDiscard(isDirty, onClose)}
          />
          <Button
            type="submit"
            label={t('savedViews.save')}
            icon={iconClass('check')}
            loading={createView.isPending || updateView.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
