import { deeperThan, isJsonInUtf8 } from './json-body.js';

describe('isJsonInUtf8', () => {
  test.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8', 'application/json; charset="utf-8"', 'application/json; boundary=x'])(
    'takes %j',
    (header) => expect(isJsonInUtf8(header)).toBe(true),
  );

  test.each([undefined, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7', 'application/json; charset=utf-16le', 'application/json; charset=iso-8859-1', 'application/jsonp', 'application/merge-patch+json'])(
    'refuses %j',
    (header) => expect(isJsonInUtf8(header)).toBe(false),
  );
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
