import { useCallback, useRef, useState } from 'react';

/**
 * The suggestions of a search box, where only the latest question's answer shows: each new question aborts the
 * one before it, so an older, slower answer never replaces a newer one. A failed search suggests nothing.
 */
export function useLatestSuggestions<TOption>(
  search: (text: string, signal: AbortSignal) => Promise<readonly TOption[]>,
): { readonly suggestions: TOption[]; readonly complete: (text: string) => void } {
  const [suggestions, setSuggestions] = useState<TOption[]>([]);
  const latest = useRef<AbortController | null>(null);
  const complete = useCallback(
    (text: string) => {
      latest.current?.abort();
      const controller = new AbortController();
      latest.current = controller;
      search(text, controller.signal)
        .then((found) => {
          if (latest.current === controller) setSuggestions([...found]);
        })
        .catch(() => {
          if (latest.current === controller) setSuggestions([]);
        });
    },
    [search],
  );
  return { suggestions, complete };
}
