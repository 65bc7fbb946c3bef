import { useEffect, useState } from 'react';
import { sessionStore } from './session';

/**
 * An <img> cannot send the bearer token, so protected images (avatars, GET /api/avatar/:id) are fetched with it
 * and shown through a blob: URL (docs/decisions/032-avatar-display.md). Returns null while loading, when there is
 * no image, or when it cannot be loaded — callers then show initials.
 */
export function useAuthenticatedImage(url: string | null | undefined): string | null {
  const [loaded, setLoaded] = useState<{ url: string; objectUrl: string } | null>(null);

  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    const token = sessionStore.getSnapshot()?.token;
    fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`image answered ${response.status}`);
        created = URL.createObjectURL(await response.blob());
        setLoaded({ url, objectUrl: created });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);

  // An image loaded for an earlier address is never shown for a new one.
  return url && loaded?.url === url ? loaded.objectUrl : null;
}
