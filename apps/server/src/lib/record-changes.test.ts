import { describe, expect, it } from 'vitest';
import { MASKED_CHANGE_VALUE } from '@portal/contracts';
import { diffRecord, isSecretField, maskSecrets } from './record-changes';

describe('diffRecord', () => {
  it('lists only the fields that changed, with their old and new values, in the order written', () => {
    const before = { firstName: 'Ada', lastName: 'King', phoneNumber: '514-555-0100', roleId: 3 };
    const after = { lastName: 'Lovelace', firstName: 'Ada', phoneNumber: null, roleId: 3 };
    expect(diffRecord(before, after)).toEqual([
      { field: 'lastName', old: 'King', new: 'Lovelace' },
      { field: 'phoneNumber', old: '514-555-0100', new: null },
    ]);
  });

  it('compares only what was written: a field the new values do not carry is not a change', () => {
    const saved = { email: 'a@example.com', companyName: 'Acme', phoneNumber: '1' };
    expect(diffRecord(saved, { phoneNumber: '2' })).toEqual([{ field: 'phoneNumber', old: '1', new: '2' }]);
  });

  it('never lists ids, versions or timestamps', () => {
    const before = { id: 1, version: 4, updatedAt: new Date(1), createdAt: new Date(1), name: 'A' };
    const after = { id: 1, version: 5, updatedAt: new Date(2), createdAt: new Date(2), name: 'A' };
    expect(diffRecord(before, after)).toEqual([]);
  });

  it('writes dates as ISO text and compares them by value', () => {
    const day = '2026-03-01T12:00:00.000Z';
    expect(diffRecord({ lockedAt: new Date(day) }, { lockedAt: new Date(day) })).toEqual([]);
    expect(diffRecord({ lockedAt: new Date(day) }, { lockedAt: null })).toEqual([
      { field: 'lockedAt', old: day, new: null },
    ]);
  });

  it('keeps lists of plain values as lists and compares them by content', () => {
    expect(diffRecord({ aliases: ['3 gal'] }, { aliases: ['3 gal'] })).toEqual([]);
    expect(diffRecord({ aliases: ['3 gal'] }, { aliases: ['3 gal', '#3'] })).toEqual([
      { field: 'aliases', old: ['3 gal'], new: ['3 gal', '#3'] },
    ]);
  });

  it('keeps anything nested as its JSON text, whatever the key order', () => {
    expect(diffRecord({ pin: { lat: 1, lng: 2 } }, { pin: { lng: 2, lat: 1 } })).toEqual([]);
    expect(diffRecord({ pin: { lat: 1, lng: 2 } }, { pin: { lat: 1, lng: 3 } })).toEqual([
      { field: 'pin', old: '{"lat":1,"lng":2}', new: '{"lat":1,"lng":3}' },
    ]);
  });

  it('compares only the fields asked for when given', () => {
    const before = { gstRate: 5, totalRate: 5, effectiveFrom: '2026-01-01' };
    const after = { gstRate: 6, totalRate: 6, effectiveFrom: '2026-01-01' };
    expect(diffRecord(before, after, { fields: ['gstRate', 'effectiveFrom'] })).toEqual([
      { field: 'gstRate', old: 5, new: 6 },
    ]);
  });

  it('masks secrets: passwords, password hashes, tokens, API keys, session ids', () => {
    const before = {
      password: 'old-secret',
      passwordHash: 'scrypt$old',
      resetToken: 'token-1',
      apiKey: 'key-1',
      supplier_api_key: 'key-2',
      sessionId: 41,
      clientSecret: 'shh',
      phoneNumber: '1',
    };
    const after = {
      password: 'new-secret',
      passwordHash: 'scrypt$new',
      resetToken: null,
      apiKey: 'key-3',
      supplier_api_key: 'key-4',
      sessionId: 42,
      clientSecret: 'hush',
      phoneNumber: '2',
    };
    const changes = diffRecord(before, after);
    expect(changes).toEqual([
      { field: 'password', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      { field: 'passwordHash', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      // That a secret was removed (or first set) is what the log may say; never its value.
      { field: 'resetToken', old: MASKED_CHANGE_VALUE, new: null },
      { field: 'apiKey', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      { field: 'supplier_api_key', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      { field: 'sessionId', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      { field: 'clientSecret', old: MASKED_CHANGE_VALUE, new: MASKED_CHANGE_VALUE },
      { field: 'phoneNumber', old: '1', new: '2' },
    ]);
    const text = JSON.stringify(changes);
    for (const secret of [
      'old-secret',
      'new-secret',
      'scrypt',
      'token-1',
      'key-',
      'shh',
      'hush',
      '41',
      '42',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('does not take ordinary fields for secrets', () => {
    for (const field of ['email', 'phoneNumber', 'description', 'companyName', 'keyAccount', 'passenger']) {
      expect(isSecretField(field)).toBe(false);
    }
  });
});

describe('maskSecrets', () => {
  it('masks a secret in a list built without diffRecord, and leaves the rest as it is', () => {
    expect(
      maskSecrets([
        { field: 'newPassword', old: null, new: 'plain' },
        { field: 'firstName', old: 'A', new: 'B' },
      ]),
    ).toEqual([
      { field: 'newPassword', old: null, new: MASKED_CHANGE_VALUE },
      { field: 'firstName', old: 'A', new: 'B' },
    ]);
  });
});
