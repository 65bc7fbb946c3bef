import { useState } from 'react';

interface VersionedRecord {
  readonly id: number;
  readonly version: number;
}

/**
 * Whether the editor holds a version of its record that the server refused as outdated (409 OUTDATED). The notice
 * lasts while the editor holds that version, so a refresh that brings a newer one clears it by itself.
 */
export function useOutdatedNotice(record: VersionedRecord | null | undefined) {
  const [refused, setRefused] = useState<VersionedRecord | null>(null);
  const isOutdated =
    refused !== null && record != null && refused.id === record.id && refused.version === record.version;
  const markOutdated = () => {
    if (record) setRefused({ id: record.id, version: record.version });
  };
  return { isOutdated, markOutdated };
}
