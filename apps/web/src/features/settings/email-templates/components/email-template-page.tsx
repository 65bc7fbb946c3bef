import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Language,
  PURCHASE_ORDER_TEMPLATE_KEY,
  updateEmailTemplateSchema,
  type EmailTemplate,
  type LanguageId,
  type UpdateEmailTemplate,
} from '@portal/contracts';
import { EditorFormView, TextAreaField, TextField, useEditorForm } from '../../../../components/form';
import { PageHeader } from '../../../../components/layout/page-header';
import { LoadFailure } from '../../../../components/table/load-failure';
import { Button, InputText, Message, ProgressSpinner } from '../../../../components/ui';
import { failureMessage } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { translateMessage } from '../../../../lib/i18n-labels';
import { useEmailTemplate, useEmailTemplatePreview, useUpdateEmailTemplate } from '../api/email-template';
import '../email-templates.css';

type LanguageTab = 'en' | 'fr';
const TAB_LANGUAGE: Readonly<Record<LanguageTab, LanguageId>> = {
  en: Language.ids.ENGLISH,
  fr: Language.ids.FRENCH,
};

function formValuesOf(template: EmailTemplate): UpdateEmailTemplate {
  return {
    key: template.key,
    subjectEn: template.subjectEn,
    bodyEn: template.bodyEn,
    subjectFr: template.subjectFr,
    bodyFr: template.bodyFr,
  };
}

function TemplatePreview({
  tab,
  subject,
  body,
}: {
  readonly tab: LanguageTab;
  readonly subject: string;
  readonly body: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [orderNumber, setOrderNumber] = useState('');
  const preview = useEmailTemplatePreview();
  const handlePreview = () =>
    preview.mutate({ orderNumber: orderNumber.trim(), languageId: TAB_LANGUAGE[tab], subject, body });
  return (
    <section className="email-template__preview" aria-label={t('purchaseOrderEmail.previewWith')}>
      <h2>{t('purchaseOrderEmail.previewWith')}</h2>
      <div className="email-template__preview-query">
        <div className="form-field">
          <label htmlFor={`${id}-order`}>{t('purchaseOrderEmail.previewOrderNumber')}</label>
          <InputText
            id={`${id}-order`}
            value={orderNumber}
            placeholder="OR-10001"
            onChange={(event) => setOrderNumber(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                handlePreview();
              }
            }}
          />
        </div>
        <Button
          type="button"
          label={t('purchaseOrderEmail.showPreview')}
          severity="secondary"
          outlined
          disabled={orderNumber.trim() === ''}
          loading={preview.isPending}
          onClick={handlePreview}
        />
      </div>
      {preview.error ? (
        <Message severity="error" text={translateMessage(failureMessage(preview.error, 'load', 'preview'))} />
      ) : null}
      {preview.data ? (
        <dl className="email-template__facts" aria-live="polite">
          <dt>{t('purchaseOrderEmail.to')}</dt>
          <dd>{preview.data.to}</dd>
          <dt>{t('purchaseOrderEmail.subject')}</dt>
          <dd>{preview.data.subject}</dd>
          <dt>{t('purchaseOrderEmail.message')}</dt>
          <dd>
            <pre className="email-template__body">{preview.data.body}</pre>
          </dd>
        </dl>
      ) : null}
    </section>
  );
}

function EmailTemplateForm({
  template,
  onRefresh,
}: {
  readonly template: EmailTemplate;
  readonly onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [tab, setTab] = useState<LanguageTab>('en');
  const update = useUpdateEmailTemplate();
  const editor = useEditorForm({
    schema: updateEmailTemplateSchema,
    values: formValuesOf(template),
    // The template has a key, not an id: one record per key, versioned like any other.
    record: { id: 0, version: template.version },
    subject: 'email template',
    title: 'Email Template',
    save: (request, record) => update.mutateAsync({ request, version: record?.version ?? template.version }),
    valuesAfterSave: formValuesOf,
    refresh: onRefresh,
  });
  const field = { editor, idPrefix: 'email-template' } as const;
  const values = editor.form.watch();
  const tabs: ReadonlyArray<{ key: LanguageTab; label: string }> = [
    { key: 'en', label: t('purchaseOrderEmail.english') },
    { key: 'fr', label: t('purchaseOrderEmail.french') },
  ];
  return (
    <div className="email-template">
      {template.isDefault ? (
        <Message severity="info" text={t('purchaseOrderEmail.isDefault')} />
      ) : template.updatedByUserName ? (
        <p>
          {t('purchaseOrderEmail.lastSaved', {
            name: template.updatedByUserName,
            date: format.dateTime(template.updatedAt),
          })}
        </p>
      ) : null}
      <EditorFormView editor={editor} label={template.name} saveLabel={t('purchaseOrderEmail.save')}>
        <div
          role="tablist"
          aria-label={t('purchaseOrderEmail.templateLanguages')}
          className="email-template__tabs"
        >
          {tabs.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`email-template-tab-${key}`}
              aria-controls={`email-template-panel-${key}`}
              aria-selected={tab === key}
              tabIndex={tab === key ? 0 : -1}
              className={
                tab === key ? 'email-template__tab email-template__tab--active' : 'email-template__tab'
              }
              onClick={() => setTab(key)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                  setTab(key === 'en' ? 'fr' : 'en');
              }}
            >
              {label}
            </button>
          ))}
        </div>
        {/* Both panels stay mounted: the form validates and saves both languages at once. */}
        <div
          role="tabpanel"
          id="email-template-panel-en"
          aria-labelledby="email-template-tab-en"
          hidden={tab !== 'en'}
          className="email-template__panel"
        >
          <TextField {...field} name="subjectEn" label={t('purchaseOrderEmail.subject')} maxLength={300} />
          <TextAreaField {...field} name="bodyEn" label={t('purchaseOrderEmail.message')} rows={16} />
        </div>
        <div
          role="tabpanel"
          id="email-template-panel-fr"
          aria-labelledby="email-template-tab-fr"
          hidden={tab !== 'fr'}
          className="email-template__panel"
        >
          <TextField {...field} name="subjectFr" label={t('purchaseOrderEmail.subject')} maxLength={300} />
          <TextAreaField {...field} name="bodyFr" label={t('purchaseOrderEmail.message')} rows={16} />
        </div>
      </EditorFormView>
      <section className="email-template__placeholders" aria-label={t('purchaseOrderEmail.placeholders')}>
        <h2>{t('purchaseOrderEmail.placeholders')}</h2>
        <p>{t('purchaseOrderEmail.placeholdersHint')}</p>
        <ul>
          {template.placeholders.map((name) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code>
            </li>
          ))}
        </ul>
      </section>
      <TemplatePreview
        tab={tab}
        subject={tab === 'en' ? values.subjectEn : values.subjectFr}
        body={tab === 'en' ? values.bodyEn : values.bodyFr}
      />
    </div>
  );
}

/**
 * /admin/email-templates (super admin; decision 169): the 'purchase_order' template, Purchase Order Confirmation,
 * in English and French, with its placeholders and a preview filled from a real order.
 */
export function EmailTemplatePage() {
  const { t } = useTranslation();
  const read = useEmailTemplate(PURCHASE_ORDER_TEMPLATE_KEY);
  return (
    <section className="screen email-template-screen">
      <PageHeader title={`${t('purchaseOrderEmail.templatesTitle')} — ${t('purchaseOrderEmail.title')}`} />
      <div className="surface-panel">
        {read.data ? (
          <EmailTemplateForm template={read.data} onRefresh={() => void read.refetch()} />
        ) : read.error ? (
          <LoadFailure error={read.error} subject="email template" onRetry={() => void read.refetch()} />
        ) : (
          <div role="status" aria-label={t('common.loading')}>
            <ProgressSpinner />
          </div>
        )}
      </div>
    </section>
  );
}
