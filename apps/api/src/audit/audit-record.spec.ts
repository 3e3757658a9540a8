import {
  auditValue,
  deleteEntry,
  entityIdOf,
  insertEntry,
  isSecretColumn,
  MAX_TEXT,
  REDACTED,
  SECRET_COLUMNS,
  updateEntry,
  visibleValues,
} from './audit-record.js';

describe('the secrets denylist', () => {
  test.each([...SECRET_COLUMNS, 'reset_password_token', 'jwt_secret_key', 'API_KEY', 'apikey', 'refresh_tokens', 'Password'])('%s is a secret', (column) => {
    expect(isSecretColumn(column)).toBe(true);
  });

  test.each(['first_name', 'phone', 'email', 'account_status', 'is_active', 'granted_by', 'notes', 'role'])('%s is not', (column) => {
    expect(isSecretColumn(column)).toBe(false);
  });

  it('never lets a password hash into an insert or a delete, not even as a marker', () => {
    const row = { id: '1234567890', first_name: 'سالم', password_hash: '$argon2id$v=19$m=65536$abc', reset_token: 'xyz' };
    for (const entry of [insertEntry('users', '1234567890', row), deleteEntry('users', '1234567890', row)]) {
      const text = JSON.stringify(entry);
      expect(text).not.toContain('argon2');
      expect(text).not.toContain('xyz');
      expect(text).not.toContain('password_hash');
      expect(text).toContain('سالم');
    }
  });

  it('records that a secret changed, without its values', () => {
    const entry = updateEntry('users', '1', { password_hash: 'old-hash', phone: '0500000000' }, { password_hash: 'new-hash' });
    expect(entry).toEqual({ action: 'update', entity: 'users', entity_id: '1', before: { password_hash: REDACTED }, after: { password_hash: REDACTED } });
    expect(JSON.stringify(entry)).not.toMatch(/old-hash|new-hash/);
    // Set to what it was: no change, no entry.
    expect(updateEntry('users', '1', { password_hash: 'same' }, { password_hash: 'same' })).toBeNull();
  });
});

describe('an update entry', () => {
  const before = { id: 3, name: 'مجمع النور', phone: '0511111111', email: null, is_active: true };

  it('holds only the fields that changed, each before and after', () => {
    expect(updateEntry('schools', '3', before, { name: 'مجمع النور الجديد', phone: '0511111111', email: null, is_active: false })).toEqual({
      action: 'update',
      entity: 'schools',
      entity_id: '3',
      before: { name: 'مجمع النور', is_active: true },
      after: { name: 'مجمع النور الجديد', is_active: false },
    });
  });

  it('counts null to a value and a value to null as changes, and undefined as not sent', () => {
    expect(updateEntry('schools', '3', before, { email: 'a@example.com', phone: null, name: undefined })).toMatchObject({
      before: { email: null, phone: '0511111111' },
      after: { email: 'a@example.com', phone: null },
    });
  });

  it('is null when nothing changed', () => {
    expect(updateEntry('schools', '3', before, { name: 'مجمع النور', is_active: true })).toBeNull();
    expect(updateEntry('schools', '3', before, {})).toBeNull();
  });

  it('compares instants by their moment', () => {
    const at = '2024-03-11T09:00:00.000Z';
    expect(updateEntry('t', '1', { at: new Date(at) }, { at: new Date(at) })).toBeNull();
    expect(updateEntry('t', '1', { at: new Date(at) }, { at: new Date('2024-03-12T09:00:00.000Z') })).toMatchObject({
      after: { at: '2024-03-12T09:00:00.000Z' },
    });
  });
});

describe('values as stored', () => {
  it('are JSON-safe', () => {
    expect(auditValue(new Date('2024-03-11T09:00:00.000Z'))).toBe('2024-03-11T09:00:00.000Z');
    expect(auditValue(new Date('nonsense'))).toBeNull();
    expect(auditValue(undefined)).toBeNull();
    expect(auditValue(Number.NaN)).toBeNull();
    expect(auditValue(12n)).toBe('12');
    expect(auditValue(new Uint8Array(4))).toBe('[4 bytes]');
    expect(auditValue({ a: [1, 2] })).toEqual({ a: [1, 2] });
    expect(auditValue(false)).toBe(false);
  });

  it('cut long texts', () => {
    const long = 'ن'.repeat(MAX_TEXT + 50);
    expect(auditValue(long)).toBe(`${'ن'.repeat(MAX_TEXT)}…`);
    expect(auditValue('قصير')).toBe('قصير');
  });

  it('of a whole row leave out unset fields', () => {
    expect(visibleValues({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});

describe('entity ids', () => {
  it('are the primary columns as text', () => {
    expect(entityIdOf({ id: 7, name: 'x' }, ['id'])).toBe('7');
    expect(entityIdOf({ user_id: '1234567890' }, ['user_id'])).toBe('1234567890');
    expect(entityIdOf({ a: 1, b: 'x' }, ['a', 'b'])).toBe('1,x');
  });

  it('are null when a key is unknown', () => {
    expect(entityIdOf({ name: 'x' }, ['id'])).toBeNull();
    expect(entityIdOf({ id: null }, ['id'])).toBeNull();
    expect(entityIdOf({}, [])).toBeNull();
  });
});
