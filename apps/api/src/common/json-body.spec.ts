import { deeperThan, findBadKey, isJsonInUtf8 } from './json-body.js';

describe('isJsonInUtf8', () => {
  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; boundary=x',
  ])('takes %j', (header) => expect(isJsonInUtf8(header)).toBe(true));

  test.each([
    undefined,
    '',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-7',
    'application/json; charset=utf-16le',
    'application/json; charset=iso-8859-1',
    'application/jsonp',
    'application/merge-patch+json',
  ])('refuses %j', (header) => expect(isJsonInUtf8(header)).toBe(false));
});

describe('deeperThan', () => {
  const nest = (levels: number): unknown => {
    let value: unknown = 1;
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
    return value;
  };

  it('counts objects and arrays, not the values in them', () => {
    expect(deeperThan(1, 0)).toBe(false);
    expect(deeperThan({}, 1)).toBe(false);
    expect(deeperThan({ a: [1, 2, 'x'] }, 2)).toBe(false);
    expect(deeperThan({ a: [1, 2, 'x'] }, 1)).toBe(true);
    expect(deeperThan(nest(10), 10)).toBe(false);
    expect(deeperThan(nest(11), 10)).toBe(true);
  });

  it('finds the deep branch among shallow ones', () => {
    expect(deeperThan({ a: 1, b: { c: 2 }, d: [nest(8)] }, 10)).toBe(false);
    expect(deeperThan({ a: 1, b: { c: 2 }, d: [nest(9)] }, 10)).toBe(true);
  });

  it('walks 100,000 levels without a stack overflow', () => {
    expect(deeperThan(nest(100_000), 10)).toBe(true);
  });
});

describe('findBadKey', () => {
  test.each([
    ['{"name":"a","name":"b"}', { kind: 'duplicate', path: 'name' }],
    ['{"a":1,"b":{"c":1,"d":2,"c":3}}', { kind: 'duplicate', path: 'b.c' }],
    ['{"class_reports":[{"class_id":1},{"class_id":2,"class_id":3}]}', { kind: 'duplicate', path: 'class_reports.1.class_id' }],
    ['{"na\\u006De":"a","name":"b"}', { kind: 'duplicate', path: 'name' }],
    ['{"__proto__":{"polluted":1}}', { kind: 'forbidden', path: '__proto__' }],
    ['{"a":[1,{"constructor":{"prototype":{}}}]}', { kind: 'forbidden', path: 'a.1.constructor' }],
    ['{"__pro\\u0074o__":1}', { kind: 'forbidden', path: '__proto__' }],
    ['[{"x":1},{"x":1,"x":2}]', { kind: 'duplicate', path: '1.x' }],
    ['\uFEFF {"a" : 1 , "a" : 2}', { kind: 'duplicate', path: 'a' }],
  ])('finds the bad key of %s', (text, bad) => {
    expect(findBadKey(text)).toEqual(bad);
  });

  test.each([
    '{"name":"__proto__","notes":"constructor","x":"{\\"name\\":1,\\"name\\":2}"}',
    '{"a":{"name":1},"b":{"name":1},"c":[{"name":1},{"name":1}]}',
    '{"quote\\"d":1,"quote\\\\":2,"":3}',
    '["__proto__","constructor","a","a"]',
    '"__proto__"',
    '{}',
    '[]',
    '{"a":[[],{},[{}]],"b":null,"c":true,"d":-1.5e3}',
  ])('finds none in %s', (text) => {
    expect(findBadKey(text)).toBeNull();
  });

  test('reads a 1 MB body in one pass', () => {
    const body = JSON.stringify({ rows: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `اسم ${i}`, notes: '"__proto__" \\ ' })) });
    expect(body.length).toBeGreaterThan(1_000_000);
    expect(findBadKey(body)).toBeNull();
    expect(findBadKey(`${body.slice(0, -1)},"rows":[]}`)).toEqual({ kind: 'duplicate', path: 'rows' });
  });
});
