import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@portal/contracts';
import { Button, InputText } from '../ui';
import { flattenMenu, searchMenu } from '../../lib/navigation';
import { useClickOutside } from '../../lib/use-click-outside';

export interface TopBarSearchProps {
  readonly menu: readonly MenuItem[];
}

/** Finds a screen by name among the entries the user's role can open. Escape closes it (spec 000 §2). */
export function TopBarSearch({ menu }: TopBarSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const resultsId = useId();
  const results = useMemo(() => searchMenu(flattenMenu(menu), query), [menu, query]);

  const close = (shouldRestoreFocus: boolean) => {
    setIsOpen(false);
    setQuery('');
    if (shouldRestoreFocus) containerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  useClickOutside(containerRef, () => close(false), isOpen);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Enter' && results[0]) {
      event.preventDefault();
      void navigate(results[0].route);
      close(false);
    }
  };

  return (
    <div className="top-bar-search" ref={containerRef}>
      <Button
        type="button"
        icon="pi pi-search"
        rounded
        text
        aria-label={t('layout.search')}
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close(false) : setIsOpen(true))}
      />
      {isOpen ? (
        <div className="top-bar-search-panel">
          <label htmlFor={inputId} className="visually-hidden">
            {t('layout.searchLabel')}
          </label>
          <InputText
            id={inputId}
            type="search"
            autoFocus
            autoComplete="off"
            placeholder={t('layout.searchLabel')}
            value={query}
            aria-controls={resultsId}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          {query.trim() !== '' ? (
            <ul id={resultsId} className="top-bar-search-results">
              {results.length === 0 ? (
                <li className="top-bar-search-empty">{t('layout.searchNoResults')}</li>
              ) : (
                results.map((entry) => (
                  <li key={entry.route}>
                    <Link to={entry.route} onClick={() => close(false)}>
                      <span>{entry.label}</span>
                      {entry.trail.length > 0 ? (
                        <small className="top-bar-search-trail">{entry.trail.join(' › ')}</small>
                      ) : null}
                    </Link>
                  </li>
                ))
              )}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
