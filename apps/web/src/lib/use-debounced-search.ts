import { useEffect, useState } from 'react';
import { FILTER_DEBOUNCE_MS } from '@portal/contracts';

/**
 * The search box of a URL-backed table: what is typed shows at once, and reaches the URL (and the server)
 * FILTER_DEBOUNCE_MS after the last key (spec 001 §9: debounce 500 ms). A bookmarked or back-navigated URL brings
 * its own text into the box.
 */
export function useDebouncedSearch(
  urlSearch: string,
  onSearch: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlSearch);
  const [lastUrlSearch, setLastUrlSearch] = useState(urlSearch);
  if (lastUrlSearch !== urlSearch) {
    setLastUrlSearch(urlSearch);
    setText(urlSearch);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === urlSearch) return undefined;
    const timer = setTimeout(() => onSearch(trimmed), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, urlSearch, onSearch]);

  return [text, setText];
}
