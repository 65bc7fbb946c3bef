import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATIONS, MESSAGES, type SellerCandidate } from '@portal/contracts';
import { Button, iconClass, ToggleButtons, useConfirm } from '../../../../components/ui';
import { useFormat } from '../../../../lib/i18n-format';
import { useLabels } from '../../../../lib/i18n-labels';
import { useSellerCandidates } from '../api/quote-sourcing';
import { sortSellerCandidates, type SellerCandidateOrder } from './seller-candidate-order';
import './quote-sourcing.css';

const ORDERS: readonly SellerCandidateOrder[] = ['nearest', 'cheapest'];

export interface SellerCandidatesPanelProps {
  /** The line whose product and size the candidates supplied before. */
  readonly quoteItemId: number;
  /**
   * The line has a seller or a price already: a pick replaces them, so it is confirmed first (spec 001 §8
   * 'override seller alternatives').
   */
  readonly isLineSourced?: boolean;
  /** A candidate was picked (and confirmed where needed): the workspace fills the line's seller and price. */
  readonly onPick: (candidate: SellerCandidate) => void;
}

/**
 * 'Who can supply this line' (issue 14): sellers that quoted or sold the line's product and size before, with
 * their last price, when and where it was given, and their distance to the job site — nearest first, or cheapest
 * first — and 'No data found' (spec 001 §8) when there are none. Each row's Pick button is a tab stop.
 */
export function SellerCandidatesPanel({
  quoteItemId,
  isLineSourced = false,
  onPick,
}: SellerCandidatesPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useLabels();
  const confirm = useConfirm();
  const id = useId();
  const candidates = useSellerCandidates(quoteItemId);
  const [order, setOrder] = useState<SellerCandidateOrder>('nearest');
  const words = (key: string, options?: Record<string, unknown>) =>
    t(`quoteSourcing.candidates.${key}`, options);

  const handlePick = (candidate: SellerCandidate) => {
    if (!isLineSourced) {
      onPick(candidate);
      return;
    }
    confirm({
      header: words('overrideTitle'),
      message: CONFIRMATIONS.overrideSellerAlternatives,
      onAccept: () => onPick(candidate),
    });
  };

  let body;
  if (candidates.isPending) {
    body = <p>{t('common.loading')}</p>;
  } else if (candidates.isError) {
    body = (
      <div className="sourcing-failure" role="alert">
        <span>{t('quoteSourcing.loadFailed')}</span>
        <Button
          type="button"
          label={t('table.retry')}
          icon={iconClass('refresh')}
          text
          onClick={() => void candidates.refetch()}
        />
      </div>
    );
  } else if (candidates.data.length === 0) {
    body = <p role="status">{labels.message(MESSAGES.noDataFound)}</p>;
  } else {
    const sorted = sortSellerCandidates(candidates.data, order);
    body = (
      <>
        <ToggleButtons
          label={words('sortBy')}
          choices={ORDERS.map((entry) => ({ key: entry, label: words(entry) }))}
          value={order}
          onChange={setOrder}
        />
        <table className="sourcing-table" aria-label={words('table')}>
          <thead>
            <tr>
              <th scope="col">{t('quoteSourcing.seller')}</th>
              <th scope="col">{words('lastPrice')}</th>
              <th scope="col">{words('date')}</th>
              <th scope="col">{t('quoteSourcing.source')}</th>
              <th scope="col">{words('distance')}</th>
              <th scope="col">
                <span className="visually-hidden">{words('pick')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((candidate) => {
              const price = format.money(candidate.lastUnitPrice);
              return (
                <tr key={`${candidate.sellerCompanyId}-${candidate.sourceKind}-${candidate.sourceRecordId}`}>
                  <th scope="row">{candidate.sellerCompanyName}</th>
                  <td className="revision-cell--number">{price}</td>
                  <td>{format.date(candidate.lastPricedAt)}</td>
                  <td>{candidate.sourceNumber}</td>
                  <td className="revision-cell--number">
                    {candidate.distanceKm === null
                      ? words('distanceUnknown')
                      : words('distanceKm', { distance: format.integer(Math.round(candidate.distanceKm)) })}
                  </td>
                  <td className="sourcing-table__actions">
                    <Button
                      type="button"
                      label={words('pick')}
                      aria-label={words('pickNamed', { name: candidate.sellerCompanyName, price })}
                      size="small"
                      outlined
                      onClick={() => handlePick(candidate)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section className="seller-candidates" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{words('title')}</h3>
      {body}
    </section>
  );
}
