import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../table';
import { ProgressSpinner } from '../ui';
import './record-deliveries-part.css';

/** One column of the deliveries table after the number (status, tracking, trucks …). */
export interface RecordDeliveriesColumn<TRow> {
  readonly header: string;
  readonly cell: (row: TRow) => ReactNode;
}

export interface RecordDeliveriesPartProps<
  TRow extends { readonly id: number; readonly deliveryNumber: string },
> {
  /** The id of the heading the section is named by. */
  readonly headingId: string;
  readonly heading: string;
  /** The heading's level where the part sits (a quote workspace's panel: 2; the Order Dashboard's: 3). */
  readonly headingLevel: 2 | 3;
  /** A panel of its own (the quote workspace) or a part of one (the Order Dashboard). */
  readonly isPanel?: boolean;
  /** 'Create delivery' to the wizard, while the record may be planned; null otherwise. */
  readonly create: { readonly to: string; readonly label: string } | null;
  /** Said under the heading whatever the read (why no delivery can be planned). */
  readonly note?: ReactNode;
  /** The read of the deliveries: rows once read. */
  readonly read: {
    readonly isError: boolean;
    readonly error: unknown;
    readonly refetch: () => unknown;
    readonly rows: readonly TRow[] | undefined;
  };
  /** Said once the rows are read, above them (the lines on no delivery). */
  readonly readNote?: ReactNode;
  readonly loadingText: string;
  readonly emptyText: string;
  readonly caption: string;
  /** The number's column: its header, and each number's link to the delivery's workspace with its name. */
  readonly numberHeader: string;
  readonly linkOf: (row: TRow) => { readonly to: string; readonly label: string };
  readonly columns: readonly RecordDeliveriesColumn<TRow>[];
}

/**
 * A record's deliveries where its screen shows the record (issue 38; decisions 213, 218): the Order Dashboard's
 * order and the quote workspace's delivery quote — the heading and 'Create delivery' to the wizard, the read's
 * loading and failure, then each delivery's number opening its workspace and the kind's columns. What differs
 * between the two (the read, the words, the columns, when planning is open) is the caller's.
 */
export function RecordDeliveriesPart<TRow extends { readonly id: number; readonly deliveryNumber: string }>({
  headingId,
  heading,
  headingLevel,
  isPanel = false,
  create,
  note,
  read,
  readNote,
  loadingText,
  emptyText,
  caption,
  numberHeader,
  linkOf,
  columns,
}: RecordDeliveriesPartProps<TRow>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows = read.rows;
  return (
    <section
      className={isPanel ? 'record-deliveries record-deliveries--panel surface-panel' : 'record-deliveries'}
      aria-labelledby={headingId}
    >
      <div className="record-deliveries__header">
        <Heading id={headingId}>{heading}</Heading>
        {create ? (
          <Link className="record-deliveries__create p-button p-button-sm" to={create.to}>
            {create.label}
          </Link>
        ) : null}
      </div>
      {note ? <p className="record-deliveries__note">{note}</p> : null}
      {read.isError ? (
        <LoadFailure subject="delivery list" error={read.error} onRetry={() => void read.refetch()} />
      ) : !rows ? (
        <div role="status" className="record-deliveries__loading">
          <ProgressSpinner aria-hidden="true" />
          <span>{loadingText}</span>
        </div>
      ) : (
        <>
          {readNote ? (
            <p className="record-deliveries__note" aria-live="polite">
              {readNote}
            </p>
          ) : null}
          {rows.length === 0 ? (
            <p>{emptyText}</p>
          ) : (
            <table className="record-deliveries__table">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{numberHeader}</th>
                  {columns.map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const link = linkOf(row);
                  return (
                    <tr key={row.id}>
                      <td>
                        <Link className="record-deliveries__link" to={link.to} aria-label={link.label}>
                          {row.deliveryNumber}
                        </Link>
                      </td>
                      {columns.map((column) => (
                        <td key={column.header}>{column.cell(row)}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
