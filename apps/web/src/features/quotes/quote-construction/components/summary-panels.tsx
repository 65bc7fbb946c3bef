import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OrderStatus,
  QuoteReturnStatus,
  QuoteStatus,
  SubQuoteStatus,
  type ConstructedQuote,
} from '@portal/contracts';
import { RecordFacts } from '../../../../components/construction';
import { StatusTag } from '../../../../components/status';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';

const RETURN = QuoteReturnStatus.ids;

/** The quote's status and return status as tags (spec 001 §4), for the page's title and the facts. */
export function QuoteStatusTags({ record }: { readonly record: ConstructedQuote }) {
  return (
    <span className="quote-construction__tags">
      <StatusTag enumeration={QuoteStatus} statusId={record.statusId} />
      {record.returnStatusId === RETURN.NA ? null : (
        <StatusTag enumeration={QuoteReturnStatus} statusId={record.returnStatusId} />
      )}
    </span>
  );
}

/** The quote's header: job, buyer, owner, status and return status, revision, publication (issue 14). */
export function QuoteFacts({ record }: { readonly record: ConstructedQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const facts: Array<[string, ReactNode]> = [
    [t('quoteConstruction.job'), record.jobName],
    [t('quoteConstruction.buyer'), `${record.buyerCompanyName} — ${record.buyerUserName}`],
    [t('quoteConstruction.owner'), record.ownerUserName ?? t('quoteConstruction.noOwner')],
    [t('quoteConstruction.status'), <QuoteStatusTags key="status" record={record} />],
    [t('quoteConstruction.revision'), String(record.revision)],
    [
      t('quoteConstruction.published'),
      record.publishedAt ? format.date(record.publishedAt) : t('quoteConstruction.notPublished'),
    ],
    [t('quoteConstruction.deliveryProvince'), record.provinceName ?? '—'],
  ];
  // A processed quote names the order placed from it (POST order, decision 152).
  if (record.placedOrder) {
    facts.push([
      t('quoteConstruction.order'),
      `${record.placedOrder.formattedNumber} — ${labels.enumeration(OrderStatus, record.placedOrder.statusId)}`,
    ]);
  }
  return <RecordFacts label={t('quoteConstruction.facts')} facts={facts} />;
}

/** spec 001 §7 subQuotesByQuoteId: one sub-quote per seller, its status, lines and totals (as last saved). */
export function SubQuotesPanel({ record }: { readonly record: ConstructedQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="construction-kit__panel" aria-labelledby="quote-construction-sub-quotes">
      <h2 id="quote-construction-sub-quotes" className="construction-kit__panel-title">
        {t('quoteConstruction.subQuotes')}
      </h2>
      {record.subQuotes.length === 0 ? (
        <p className="construction-kit__hint">{t('quoteConstruction.noSubQuotes')}</p>
      ) : (
        <table className="construction-kit__table" aria-label={t('quoteConstruction.subQuotesLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('quoteConstruction.seller')}</th>
              <th scope="col">{t('quoteConstruction.status')}</th>
              <th scope="col" className="construction-kit__number">
                {t('quoteConstruction.subQuoteLines')}
              </th>
              <th scope="col" className="construction-kit__number">
                {t('quoteConstruction.sellerTotal')}
              </th>
              <th scope="col" className="construction-kit__number">
                {t('quoteConstruction.buyerTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.subQuotes.map((subQuote) => (
              <tr key={subQuote.id}>
                <th scope="row">{subQuote.sellerCompanyName}</th>
                <td>
                  <StatusTag enumeration={SubQuoteStatus} statusId={subQuote.statusId} />
                </td>
                <td className="construction-kit__number">{subQuote.lineCount}</td>
                <td className="construction-kit__number">{format.money(subQuote.sellerTotal)}</td>
                <td className="construction-kit__number">{format.money(subQuote.buyerTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="construction-kit__hint">{t('quoteConstruction.subQuotesAsSaved')}</p>
    </section>
  );
}
