import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@portal/contracts';
import { Button, InputText } from '../ui';
import { flattenMenu, searchMenu } from '../../lib/navigation';
import { useClickOutside } from '../../lib/use-click-outside';
import { isSearchShortcut, isTypingTarget } from './search-shortcut';

export interface TopBarSearchProps {
  readonly menu: readonly MenuItem[];
}

/** aria-keyshortcuts of the search: '/' and Ctrl+K (issue 11). */
const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/**
 * Finds a screen by name among the entries the user's role can open. Escape closes it (spec 000 §2); '/' or
 * Ctrl+K opens it from anywhere on the page (issue 11).
 */
export function TopBarSearch({ menu }: TopBarSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultsId = useId();
  const results = useMemo(() => searchMenu(flattenMenu(menu), query), [menu, query]);

  const close = (shouldRestoreFocus: boolean) => {
    setIsOpen(false);
    setQuery('');
    if (shouldRestoreFocus) containerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  useClickOutside(containerRef, () => close(false), isOpen);

  useEffect(() => {
    const handleShortcut = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const isShortcut = isSearchShortcut({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        isTyping: isTypingTarget(document.activeElement),
        isModalOpen: document.querySelector('[aria-modal="true"]') !== null,
      });
      if (!isShortcut) return;
      event.preventDefault();
      setIsOpen(true);
      // Already open: the box is there to focus; otherwise it focuses itself as it appears (autoFocus).
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', handleShortcut);
    return () => document.removeEventListener('keydown', handleShortcut);
  }, []);

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
        aria-keyshortcuts={SEARCH_SHORTCUTS}
        onClick={() => (isOpen ? close(false) : setIsOpen(true))}
      />
      {isOpen ? (
        <div className="top-bar-search-panel">
          <label htmlFor={inputId} className="visually-hidden">
            {t('layout.searchLabel')}
          </label>
          <InputText
            ref={inputRef}
            id={inputId}
            aria-keyshortcuts={SEARCH_SHORTCUTS}
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
