/**
 * The query of the hash route (#/admin/action-log?userId=…) as the address bar has it now. Table state changes
 * build on this rather than on the last rendered search parameters, so quick successive changes (a filter, then
 * another before the re-render) never drop each other's keys.
 */
export function currentHashParameters(): URLSearchParams {
  const hash = window.location.hash;
  const index = hash.indexOf('?');
  return new URLSearchParams(index >= 0 ? hash.slice(index + 1) : '');
}
