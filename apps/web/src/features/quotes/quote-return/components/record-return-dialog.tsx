import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatQuoteNumber, MESSAGES, type ConstructedQuote, QUANTITY_RULE } from '@portal/contracts';
import { FieldError, isOutdatedError, OutdatedNotice } from '../../../../components/form';
import { Button, Dialog, InputText, Message, NumberInput, useToast } from '../../../../components/ui';
import { failureMessage, fieldIssuesOf } from '../../../../lib/failure-message';
import { useFormat } from '../../../../lib/i18n-format';
import { getConstructedQuoteQueryOptions } from '../../quote-construction/api/quote-construction';
import { useRecordQuoteReturn } from '../api/quote-return';
import {
  filterReturnLines,
  returnLineProblem,
  toReturnBody,
  toReturnLines,
  type ReturnLine,
} from '../return-lines';
import './quote-return.css';

export interface RecordReturnDialogProps {
  /** A published quote (complete, its return pending or already recorded). */
  readonly quote: ConstructedQuote;
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly onRecorded?: (quote: ConstructedQuote) => void;
}

/**
 * The buyer's return of a published quote (issue 14, decision 152): which lines were accepted and at which
 * quantity, recorded with the version read — the accepted quantities are what the order takes. Every line starts
 * accepted at its quoted quantity; the user unticks the declined ones and lowers quantities. A search finds a line
 * of a long quote; the summary counts what is accepted.
 */
export function RecordReturnDialog({ quote, visible, onHide, onRecorded }: RecordReturnDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const queryClient = useQueryClient();
  const record = useRecordQuoteReturn();
  const number = formatQuoteNumber('CQ', quote.quoteNumber);
  const [lines, setLines] = useState<readonly ReturnLine[]>(() => toReturnLines(quote));
  const [startedFrom, setStartedFrom] = useState(`${quote.id}:${quote.version}:${visible}`);
  const [search, setSearch] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [serverIssues, setServerIssues] = useState<ReadonlyMap<number, string>>(new Map());
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [isOutdated, setIsOutdated] = useState(false);

  // Opening the dialog, or a newer version of the quote, starts again from the quote as saved.
  const startKey = `${quote.id}:${quote.version}:${visible}`;
  if (startKey !== startedFrom) {
    setStartedFrom(startKey);
    setLines(toReturnLines(quote));
    setSearch('');
    setShowProblems(false);
    setServerIssues(new Map());
    setFormMessage(null);
    setIsOutdated(false);
  }

  const shown = useMemo(() => filterReturnLines(lines, search), [lines, search]);
  const acceptedCount = lines.filter((line) => line.accepted).length;
  const isDirty = useMemo(() => {
    const saved = toReturnLines(quote);
    return lines.some(
      (line, index) =>
        line.accepted !== saved[index]?.accepted ||
        (line.accepted && line.acceptedQuantity !== saved[index]?.acceptedQuantity),
    );
  }, [lines, quote]);

  const change = (id: number, next: Partial<ReturnLine>) => {
    setLines((current) => current.map((line) => (line.id === id ? { ...line, ...next } : line)));
    setServerIssues((current) => {
      if (!current.has(id)) return current;
      const rest = new Map(current);
      rest.delete(id);
      return rest;
    });
  };
  const acceptAll = (accepted: boolean) =>
    setLines((current) => current.map((line) => ({ ...line, accepted })));

  const problemOf = (line: ReturnLine): string | null => {
    const server = serverIssues.get(line.id);
    if (server) return server;
    if (!showProblems) return null;
    const problem = returnLineProblem(line);
    if (problem === null) return null;
    // The catalogue's words, as the server's 400 says them; FieldError shows them in the user's language.
    if (problem === 'decimals') return MESSAGES.quantityDecimals;
    return t(`quoteReturn.${problem}`, { quantity: format.decimal(line.quantity) });
  };

  const submit = () => {
    setShowProblems(true);
    if (lines.some((line) => returnLineProblem(line) !== null)) {
      setFormMessage(t('quoteReturn.fixLines'));
      return;
    }
    if (acceptedCount === 0) {
      setFormMessage(t('quoteReturn.noneAccepted'));
      return;
    }
    setFormMessage(null);
    const body = toReturnBody(quote.id, lines);
    record.mutate(
      { body, version: quote.version },
      {
        onSuccess: (saved) => {
          toast.showSuccess(
            t('quoteReturn.recorded', { number, accepted: acceptedCount, count: lines.length }),
          );
          onRecorded?.(saved);
          onHide();
        },
        onError: (error) => {
          if (isOutdatedError(error)) {
            setIsOutdated(true);
            return;
          }
          // A 400 names `items.N.acceptedQuantity`: N is the line's place in the body sent.
          const byLine = new Map<number, string>();
          for (const issue of fieldIssuesOf(error)) {
            const index = /^items\.(\d+)/.exec(issue.field)?.[1];
            const line = index === undefined ? undefined : body.items[Number(index)];
            if (line) byLine.set(line.id, issue.message);
          }
          setServerIssues(byLine);
          setFormMessage(failureMessage(error, 'update', 'quote'));
        },
      },
    );
  };

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getConstructedQuoteQueryOptions(quote.id).queryKey });
  };

  const footer = (
    <div className="quote-return__footer">
      <span className="quote-return__summary" role="status">
        {t('quoteReturn.summary', { accepted: acceptedCount, count: lines.length })}
      </span>
      <Button type="button" label={t('common.cancel')} outlined onClick={onHide} />
      <Button
        type="button"
        label={t('quoteReturn.save')}
        onClick={submit}
        loading={record.isPending}
        disabled={isOutdated || record.isPending}
      />
    </div>
  );

  return (
    <Dialog
      header={t('quoteReturn.recordTitle', { number })}
      visible={visible}
      onHide={onHide}
      footer={footer}
      isDirty={isDirty}
      className="quote-return"
      style={{ width: 'min(72rem, 96vw)' }}
    >
      <p className="quote-return__explanation">{t('quoteReturn.explanation')}</p>
      {isOutdated ? <OutdatedNotice onRefresh={refresh} /> : null}
      {formMessage ? <Message severity="error" text={formMessage} /> : null}
      <div className="quote-return__toolbar">
        {/* A visible label for the search box (issue 34), not a placeholder alone. */}
        <label htmlFor="quote-return-search" className="quote-return__search-label">
          {t('quoteReturn.search')}
        </label>
        <InputText
          id="quote-return-search"
          type="search"
          value={search}
          placeholder={t('quoteReturn.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="button" label={t('quoteReturn.acceptAll')} text onClick={() => acceptAll(true)} />
        <Button type="button" label={t('quoteReturn.acceptNone')} text onClick={() => acceptAll(false)} />
      </div>
      <div className="quote-return__scroll">
        <table className="quote-return__table">
          <thead>
            <tr>
              <th scope="col">{t('quoteReturn.accepted')}</th>
              <th scope="col">{t('quoteReturn.line')}</th>
              <th scope="col">{t('quoteReturn.product')}</th>
              <th scope="col">{t('quoteReturn.size')}</th>
              <th scope="col">{t('quoteReturn.seller')}</th>
              <th scope="col" className="quote-return__number">
                {t('quoteReturn.quoted')}
              </th>
              <th scope="col">{t('quoteReturn.acceptedQuantity')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={7}>{t('quoteReturn.noLines')}</td>
              </tr>
            ) : null}
            {shown.map((line) => {
              const problem = problemOf(line);
              const errorId = `quote-return-${line.id}-error`;
              return (
                <tr key={line.id} className={line.accepted ? undefined : 'quote-return__declined'}>
                  <td>
                    <input
                      type="checkbox"
                      checked={line.accepted}
                      aria-label={t('quoteReturn.acceptLine', { line: line.sequenceNumber })}
                      onChange={(event) => change(line.id, { accepted: event.target.checked })}
                    />
                  </td>
                  <td>{line.sequenceNumber}</td>
                  <td>
                    {line.productName}
                    {line.specNames ? <span className="quote-return__specs"> · {line.specNames}</span> : null}
                  </td>
                  <td>{line.productSizeName}</td>
                  <td>{line.sellerCompanyName ?? '—'}</td>
                  <td className="quote-return__number">{format.decimal(line.quantity)}</td>
                  <td>
                    <NumberInput
                      value={line.accepted ? line.acceptedQuantity : null}
                      disabled={!line.accepted}
                      rule={QUANTITY_RULE}
                      aria-label={t('quoteReturn.acceptedQuantityOf', { line: line.sequenceNumber })}
                      aria-invalid={problem !== null}
                      aria-describedby={problem === null ? undefined : errorId}
                      onValueChange={(value) => change(line.id, { acceptedQuantity: value })}
                    />
                    <FieldError id={errorId} label={t('quoteReturn.acceptedQuantity')} message={problem} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
