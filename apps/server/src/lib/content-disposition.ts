/**
 * A download's Content-Disposition (RFC 6266): an ASCII `filename` fallback for old clients (other characters and
 * quotes made '_') and the exact name as RFC 5987 `filename*`. `inline` shows it in the page, `attachment` saves it.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
