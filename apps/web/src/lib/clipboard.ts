/**
 * Puts text on the clipboard. The Clipboard API exists only in a secure context (HTTPS or localhost); a portal
 * served over plain HTTP on an intranet address falls back to the older copy command. False when neither works:
 * the caller shows the text for the user to copy.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the older way below.
    }
  }
  return copyWithCommand(text);
}

function copyWithCommand(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated but the only way without the Clipboard API; it answers false when the browser refuses.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
