import type { OutgoingHttpHeaders } from 'node:http';
import { MESSAGES } from '#common';
import { createClass, createSchool, createSemester, createUser } from './factories.js';
import { ADMIN, startApp, type TestApp } from './harness.js';
import { rawRequest, type RawAnswer } from './raw-request.js';
import { DOC, inShard, shardGaps, type Shard } from './shards.js';

/**
 * The bad-input sweep (issue 8, section 3), in shards by OpenAPI tag (bad-input.<shard>.e2e-spec.ts; test/api/shards.ts).
 * For every operation of the committed OpenAPI document it derives bad input from the operation's own schemas and
 * sends it as the admin, and the transport-level cases anonymously too: each field missing, null, of every wrong type, too long and 1 MB, out of range, with NUL, bidi-override and
 * lone-surrogate characters, with an RTL mark and emoji, '' for a choice, a number or a switch (never taken as left
 * out), unknown extra fields, a key given twice, __proto__ and constructor keys, arrays for objects, malformed JSON,
 * wrong content types, deep nesting, odd query strings, and path ids 0, -1, 99999999999999999999, abc and friends.
 *
 * Every answer: never a 5xx; an error is JSON { error, details? } with an Arabic `error` and no framework English;
 * a validation error names the field in `details` (at most 20); no body, not even a success, carries a stack, SQL,
 * driver code or file path. A new operation is swept as soon as it is in the document.
 */

type Schema = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  op: Record<string, any>;
}

const ALL_OPERATIONS: Operation[] = Object.entries<Record<string, any>>(DOC.paths)
  .flatMap(([path, item]) => Object.entries<any>(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })))
  // Deletions last: they may retire the rows the other operations' valid input points at.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

/** A schema with its $ref and allOf resolved, and its own keys (example, nullable...) kept. */
function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const { $ref, ...own } = schema;
    return { ...resolve(DOC.components.schemas[String($ref).replace('#/components/schemas/', '')]), ...own };
  }
  if (schema.allOf) {
    const { allOf, ...own } = schema;
    return Object.assign({}, ...allOf.map((part: Schema) => resolve(part)), own);
  }
  return schema;
}

let fresh = 3_000_000_000;
/** A value the schema takes: its example, else one built from its type. A key (^\d{10}$) is new each time. */
function sample(schema: Schema): unknown {
  const s = resolve(schema);
  if (typeof s.pattern === 'string' && /^\^\\d\{(\d+)\}\$$/.test(s.pattern)) {
    const digits = Number(/\{(\d+)\}/.exec(s.pattern)![1]);
    return String(fresh++).padStart(digits, '1').slice(-digits);
  }
  if (s.example !== undefined) return s.example;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'password') return 'secret-123';
      if (s.format === 'date') return '2000-01-01';
      if (s.format === 'email') return 'name@example.com';
      return 'نص عربي'.slice(0, s.maxLength ?? 100);
    case 'number':
    case 'integer':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(s.items ?? {})];
    default:
      return baseline(s);
  }
}

/** An object of the schema's fields that are not nullable (references to other rows are left out). */
function baseline(schema: Schema): Record<string, unknown> {
  const s = resolve(schema);
  return Object.fromEntries(
    Object.entries<Schema>(s.properties ?? {})
      .filter(([, property]) => !resolve(property).nullable)
      .map(([name, property]) => [name, sample(property)]),
  );
}

/** Values of the wrong JSON type for a schema. */
function wrongTypes(schema: Schema): unknown[] {
  const s = resolve(schema);
  switch (s.type) {
    case 'string':
      return [12345, true, { a: 'b' }, ['x']];
    case 'number':
    case 'integer':
      return ['abc', '1', true, false, { a: 1 }, [1], ''];
    case 'boolean':
      return ['true', 1, 0, { a: true }, [true], ''];
    case 'array':
      return ['x', { a: 1 }, 1, true];
    default:
      return ['x', [], [{}], 1, true];
  }
}

const ONE_MB = 'ب'.repeat(512 * 1024);
/** Characters that must never be stored: refused, or stripped. */
const FORBIDDEN = { NUL: '\u0000', 'a bidi override': '\u202E', 'a lone surrogate': '\uD800', 'an escape': '\u001B' };
/** Characters a name may legitimately hold: any answer will do, as long as it has the right shape. */
const ALLOWED = { 'an RTL mark': '\u200F', emoji: '🌙', 'joined emoji': '👨‍👩‍👧' };

interface Case {
  name: string;
  /** The body as sent: an object is sent as JSON, a string as it is. */
  body?: unknown;
  contentType?: string;
  path?: string;
  query?: string;
  headers?: OutgoingHttpHeaders;
  /** The status the case must get, or a predicate. */
  status?: number | ((status: number) => boolean);
  /** A validation error must name this field (or a path under it). */
  field?: string;
  /** The detail must carry this message. */
  msg?: string;
  /**
   * A character that must not be stored: the answer is a 400 naming the field, or a success without it, or (when
   * even valid input fails here, as a sign-in with a made-up password does) another refusal.
   */
  absent?: string;
}

const fourHundreds = (status: number) => status >= 400 && status < 500;

/** The cases of one object field, at `prefix`. */
function fieldCases(op: Operation, base: Record<string, unknown>, prefix = '', depth = 0): Case[] {
  const schema = resolve(requestSchema(op));
  const target = prefix ? resolve(at(schema, prefix)) : schema;
  const required: string[] = target.required ?? [];
  const cases: Case[] = [];
  for (const [name, raw] of Object.entries<Schema>(target.properties ?? {})) {
    const field = prefix ? `${prefix}.${name}` : name;
    const top = field.split('.')[0];
    const s = resolve(raw);
    const put = (value: unknown) => withValue(base, field, value);
    const bad = (label: string, value: unknown, extra: Partial<Case> = {}): Case => ({
      name: `${field}: ${label}`,
      body: put(value),
      status: 400,
      field: top,
      ...extra,
    });

    cases.push({ name: `${field}: missing`, body: withValue(base, field, undefined), ...(required.includes(name) ? { status: 400, field: top } : {}) });
    cases.push(
      s.nullable
        ? { name: `${field}: null`, body: put(null) }
        : { name: `${field}: null`, body: put(null), ...(required.includes(name) ? { status: 400, field: top } : {}) },
    );
    for (const value of wrongTypes(s)) cases.push(bad(`wrong type ${JSON.stringify(value)}`, value));
    if (s.type === 'string') {
      const valid = String(sample(s));
      if (s.maxLength) cases.push(bad(`${s.maxLength + 1} characters`, 'ب'.repeat(s.maxLength + 1)));
      if (s.minLength > 1) cases.push(bad(`${s.minLength - 1} characters`, 'ب'.repeat(s.minLength - 1)));
      if (s.enum) cases.push(bad('not one of the choices', 'zzz'), bad('an empty choice', ''));
      for (const [label, char] of Object.entries(FORBIDDEN)) {
        cases.push({ name: `${field}: ${label}`, body: put(`${valid.slice(0, 3)}${char}${valid.slice(3)}`), field: top, absent: char });
      }
      for (const [label, char] of Object.entries(ALLOWED))
        cases.push({ name: `${field}: ${label}`, body: put(`${valid} ${char}`.slice(-(s.maxLength ?? 100))) });
    }
    if (s.type === 'number' || s.type === 'integer') {
      if (s.minimum !== undefined) cases.push(bad(`below ${s.minimum}`, s.minimum - 1));
      if (s.maximum !== undefined) cases.push(bad(`above ${s.maximum}`, s.maximum + 1));
      if (s.type === 'integer') cases.push(bad('a fraction', 1.5));
      // A number in steps (a weight in tenths): half a step off the lowest value is not one of them.
      if (s.multipleOf !== undefined) cases.push(bad(`not a multiple of ${s.multipleOf}`, (s.minimum ?? 0) + s.multipleOf / 2));
      cases.push(bad('1e308', 1e308), bad('-1e308', -1e308));
    }
    if (s.type === 'array') {
      const item = resolve(s.items);
      cases.push(bad('items of the wrong type', wrongTypes(item).slice(0, 2)));
      const many = Array.from({ length: Math.max(1_000, (s.maxItems ?? 0) + 1) }, () => sample(item));
      cases.push(s.maxItems === undefined ? { name: `${field}: ${many.length} items`, body: put(many) } : bad(`${many.length} items`, many));
      if (item.type === 'string') cases.push(bad('an item with NUL', [`${sample(item)}\u0000`]));
    }
    if (s.type === 'object' || s.properties) {
      cases.push(bad('an array of it', [sample(s)]));
      if (depth < 2) cases.push(...fieldCases(op, base, field, depth + 1).filter((c) => c.status === 400));
      cases.push(bad('an unknown key', { ...(sample(s) as object), zz_unknown: ['view'] }));
    }
  }
  return cases;
}

/** The body-level and transport-level cases of a write. */
function bodyCases(base: Record<string, unknown>): Case[] {
  const json = JSON.stringify(base);
  /** The JSON of the baseline with these members (JSON text) first, whether the baseline has members or not. */
  const before = (...members: string[]) => `{${[...members, json.slice(1, -1)].filter((member) => member !== '').join(',')}}`;
  const cases: Case[] = [
    { name: 'an unknown extra field', body: { ...base, zz_unknown: 1 }, status: 400, field: 'zz_unknown', msg: MESSAGES.validation.unknownField },
    {
      name: 'many unknown fields',
      body: { ...base, ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`zz_${i}`, i])) },
      status: 400,
      field: 'zz_0',
    },
    // Keys that reach prototypes are refused wherever they are, before any check reads the body.
    {
      name: '__proto__ and constructor keys',
      body: before('"__proto__":{"polluted":1}', '"constructor":{"prototype":{"polluted":1}}'),
      status: 400,
      field: '__proto__',
      msg: MESSAGES.validation.forbiddenKey,
    },
    {
      name: 'a constructor key',
      body: before('"constructor":{"prototype":{"polluted":1}}'),
      status: 400,
      field: 'constructor',
      msg: MESSAGES.validation.forbiddenKey,
    },
    { name: 'a __proto__ key in a nested object', body: { ...base, zz: [{ a: 1 }, JSON.parse('{"__proto__":{"polluted":1}}')] }, status: 400, field: 'zz' },
    // The same words inside a value are text like any other: refused here only as the unknown field that holds them.
    {
      name: '__proto__ and constructor inside a value',
      body: { ...base, zz_unknown: '{"__proto__":1,"constructor":1,"a":1,"a":2}' },
      status: 400,
      field: 'zz_unknown',
      msg: MESSAGES.validation.unknownField,
    },
    { name: 'an empty object', body: {} },
  ];
  // A key given twice: JSON.parse would keep the last one silently.
  const first = Object.keys(base)[0];
  if (first !== undefined) {
    cases.push({
      name: `the key ${first} twice`,
      body: before(`${JSON.stringify(first)}:${JSON.stringify(base[first])}`),
      status: 400,
      field: first,
      msg: MESSAGES.validation.duplicateKey,
    });
  }
  for (const [name, body] of Object.entries({ 'an array': [base], 'an empty array': [], 'a string': '"x"', 'a number': '7', null: 'null', true: 'true' })) {
    cases.push({ name: `${name} for the object`, body, status: 400 });
  }
  for (const body of ['{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '\u0000', `${json}x`, '{"a":"\\u00"}', '{"a":1}{"b":2}']) {
    cases.push({ name: `malformed JSON ${JSON.stringify(body.slice(0, 12))}`, body, status: 400 });
  }
  // A byte-order mark before the JSON may be skipped (RFC 8259 allows it) or refused.
  cases.push({ name: 'a byte-order mark before the JSON', body: `\uFEFF${json}` });
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=utf-7',
    'application/json; charset=utf-16le',
    'application/json; charset=latin1',
  ]) {
    cases.push({ name: `content type ${contentType}`, body: json, contentType, status: 415 });
  }
  cases.push({ name: 'no content type', body: json, contentType: '', status: 415 });
  cases.push({ name: 'a 1 MB body', body: JSON.stringify({ ...base, zz: ONE_MB }), status: 413 });
  cases.push({ name: '20 levels of nesting', body: `{"zz":${'['.repeat(20)}${']'.repeat(20)}}`, status: 400 });
  cases.push({ name: '50,000 levels of nesting', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, status: fourHundreds });
  return cases;
}

/** The cases of one query parameter, and an unknown one. */
function queryCases(op: Operation): Case[] {
  const params = (op.op.parameters ?? []).filter((p: Schema) => p.in === 'query');
  if (params.length === 0) return [];
  const cases: Case[] = [{ name: 'query: an unknown parameter', query: 'zz_unknown=1', status: 400, field: 'zz_unknown' }];
  for (const param of params) {
    const s = resolve(param.schema);
    const q = encodeURIComponent(param.name);
    const bad = (label: string, value: string): Case => ({ name: `query ${param.name}: ${label}`, query: `${q}=${value}`, status: 400, field: param.name });
    if (s.type === 'number' || s.type === 'integer') {
      for (const value of ['abc', 'true', '0x10', '%2B1', '%201', '1e0', '1.5', '01', '99999999999999999999']) cases.push(bad(value, value));
      if (s.minimum !== undefined) cases.push(bad('below the minimum', String(s.minimum - 1)));
    }
    if (s.type === 'boolean') for (const value of ['1', 'yes', 'TRUE']) cases.push(bad(value, value));
    if (s.enum) cases.push(bad('not one of the choices', 'zzz'));
    // Empty, a choice, a number or a switch is refused, not taken as left out.
    if (s.enum || ['number', 'integer', 'boolean'].includes(s.type)) cases.push(bad('empty', ''));
    cases.push(
      {
        name: `query ${param.name}: twice`,
        query: `${q}=${encodeURIComponent(String(sample(s)))}&${q}=${encodeURIComponent(String(sample(s)))}`,
        status: fourHundreds,
      },
      { name: `query ${param.name}: as an object`, query: `${q}[a]=1`, status: fourHundreds },
      { name: `query ${param.name}: NUL`, query: `${q}=%00`, status: fourHundreds },
      { name: `query ${param.name}: 10,000 characters`, query: `${q}=${'a'.repeat(10_000)}`, status: fourHundreds },
      // Left as the literal text '%ZZ' by the query parser: a text filter may take it.
      { name: `query ${param.name}: bad percent-encoding`, query: `${q}=%ZZ` },
    );
  }
  return cases;
}

/** The path with each parameter filled by its sample, or one parameter replaced. */
function fill(op: Operation, replace?: { name: string; value: string }): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (replace?.name === name) return replace.value;
    const param = op.op.parameters.find((p: Schema) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sample(param?.schema ?? { type: 'string' })));
  });
}

const BAD_IDS = ['0', '-1', '99999999999999999999', 'abc', '0x10', '%2B1', '%201', '1e0', '1.0', '%00', '%E2%80%AE1', '%ZZ'];

function pathCases(op: Operation): Case[] {
  return (op.op.parameters ?? [])
    .filter((p: Schema) => p.in === 'path')
    .flatMap((param: Schema) => {
      const numeric = ['number', 'integer'].includes(resolve(param.schema).type);
      return BAD_IDS.map((value): Case => ({
        name: `path ${param.name}=${value}`,
        path: fill(op, { name: param.name, value }),
        status: numeric && value !== '%ZZ' ? 404 : fourHundreds,
      }));
    });
}

/** The case with fresh keys (a new national ID per registration), so valid input is never a duplicate. */
function renew(op: Operation, c: Case): Case {
  if (typeof c.body !== 'object' || c.body === null || Array.isArray(c.body)) return c;
  const body = { ...(c.body as Record<string, unknown>) };
  for (const [name, property] of Object.entries<Schema>(resolve(requestSchema(op)).properties ?? {})) {
    if (typeof body[name] === 'string' && /^\d+$/.test(body[name] as string) && /^\^\\d\{\d+\}\$$/.test(resolve(property).pattern ?? ''))
      body[name] = sample(property);
  }
  return { ...c, body };
}

function requestSchema(op: Operation): Schema | undefined {
  return op.op.requestBody?.content?.['application/json']?.schema;
}

/** A copy of `base` with the value at a dotted path set (undefined: removed). */
function withValue(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

function at(schema: Schema, path: string): Schema {
  return path.split('.').reduce((s, key) => resolve(resolve(s).properties?.[key]), schema);
}

/** Variants of the baseline with each choice (enum) or switch (boolean) field set to each of its values. */
function switches(op: Operation, base: Record<string, unknown>): Case[] {
  const schema = resolve(requestSchema(op));
  const cases: Case[] = [];
  for (const [name, raw] of Object.entries<Schema>(schema.properties ?? {})) {
    const s = resolve(raw);
    const values = s.type === 'boolean' ? [true, false] : (s.enum ?? []);
    for (const value of values) {
      const variant = { ...base, [name]: value };
      for (const [other, otherRaw] of Object.entries<Schema>(schema.properties ?? {})) {
        const o = resolve(otherRaw);
        if (other === name || o.type === 'string') continue;
        for (const wrong of wrongTypes(o)) {
          cases.push({
            name: `with ${name}=${JSON.stringify(value)}, ${other}: wrong type ${JSON.stringify(wrong)}`,
            body: { ...variant, [other]: wrong },
            status: 400,
            field: other,
          });
        }
      }
    }
  }
  return cases;
}

/** All the cases of an operation, for the admin. */
function adminCases(op: Operation): Case[] {
  const cases: Case[] = [{ name: 'valid input' }, ...pathCases(op), ...queryCases(op)];
  if (requestSchema(op)) {
    const base = baseline(requestSchema(op)!);
    cases[0].body = base;
    cases.push(...fieldCases(op, base), ...switches(op, base), ...bodyCases(base));
  } else if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
    cases.push(
      { name: 'an unexpected text body', body: 'hello', contentType: 'text/plain', status: 415 },
      { name: 'an unexpected JSON body', body: { zz: 1 } },
    );
  }
  return cases;
}

/** The cases an anonymous caller sends: they must be stopped before their input is read, where a token is needed. */
function anonymousCases(op: Operation): Case[] {
  const secured = (op.op.security ?? []).length > 0;
  const base = requestSchema(op) ? baseline(requestSchema(op)!) : undefined;
  const cases: Case[] = [
    { name: 'anonymous: valid input', body: base },
    { name: 'anonymous: a header over 16 KB', headers: { 'X-Padding': 'a'.repeat(20_000) }, status: 431 },
    ...pathCases(op)
      .slice(0, 4)
      .map((c) => ({ ...c, name: `anonymous: ${c.name}` })),
  ];
  if (base || ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
    cases.push(
      { name: 'anonymous: malformed JSON', body: '{"a":' },
      { name: 'anonymous: an array', body: [base ?? {}] },
      { name: 'anonymous: text/plain', body: 'x', contentType: 'text/plain' },
      { name: 'anonymous: charset=utf-7', body: JSON.stringify(base ?? {}), contentType: 'application/json; charset=utf-7' },
      { name: 'anonymous: a 1 MB body', body: JSON.stringify({ zz: ONE_MB }) },
      { name: 'anonymous: 50,000 levels of nesting', body: '['.repeat(50_000) + ']'.repeat(50_000) },
    );
  }
  // A refused caller's input is never looked at: the same 401 whatever it sent (a header the HTTP parser refuses aside).
  return secured ? cases.map((c) => (c.status === 431 ? c : { ...c, status: 401 })) : cases;
}

function send(port: number, op: Operation, c: Case, token?: string): Promise<RawAnswer> {
  const body = c.body === undefined ? undefined : typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
  const headers: OutgoingHttpHeaders = { ...c.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    if (c.contentType !== '') headers['Content-Type'] = c.contentType ?? 'application/json';
    headers['Content-Length'] = Buffer.byteLength(body);
  }
  return rawRequest(port, { method: op.method, path: (c.path ?? fill(op)) + (c.query ? `?${c.query}` : ''), headers, body });
}

const ARABIC = /[\u0600-\u06FF]/;
const FRAMEWORK_ENGLISH =
  /Bad Request|Not Found|Unauthorized|Forbidden|Internal Server|Validation failed|Unexpected|Too Large|Unsupported|must be|should not|is not|unknown value|object is expected/i;
const LEAKS = [
  /\bat [\w.<>$]+ \(/, // a stack frame
  /\.(ts|js|mjs|cjs):\d+/, // a source position
  /node_modules|\/work\/|\/tmp\/|\/app\/|\/home\/|[A-Z]:\\\\/, // a file path
  /\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|\bUPDATE\b.+\bSET\b|\bDELETE FROM\b|\bWHERE\b/, // SQL
  /SQLITE_|\bER_[A-Z_]{3,}|\bERR_[A-Z_]{3,}|QueryFailedError|TypeORM/, // a driver
  /\w*(Error|Exception)\b|\bstack\b/, // a thrown error
];

/** Everything wrong with one answer, as lines; empty when it is right. `valid` is what valid input got. */
function judge(c: Case, answer: RawAnswer, valid: number): string[] {
  const problems: string[] = [];
  const { status, body, text } = answer;
  if (c.absent !== undefined) {
    // Stored as it came, or mangled into the replacement character on its way to the database.
    const stored = status < 300 && [c.absent, JSON.stringify(c.absent).slice(1, -1), '\uFFFD'].some((form) => text.includes(form));
    const refused = status === 400 || (valid >= 400 && status >= 400 && status < 500);
    if (stored || (status >= 300 && !refused)) problems.push(`${JSON.stringify(c.absent)} was neither refused nor stripped: ${status} ${text.slice(0, 150)}`);
  }
  const wanted = c.status === undefined ? (s: number) => s < 500 : typeof c.status === 'number' ? (s: number) => s === c.status : c.status;
  if (status >= 500) problems.push(`a ${status}`);
  else if (!wanted(status)) problems.push(`status ${status}, expected ${typeof c.status === 'number' ? c.status : 'another'}`);
  for (const leak of LEAKS) if (leak.test(text)) problems.push(`the body leaks ${leak}: ${text.slice(0, 200)}`);
  if (status >= 400) {
    const type = answer.headers['content-type'] ?? '';
    if (!/^application\/json/.test(type)) problems.push(`an error of type ${type || 'none'}`);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) problems.push(`an error that is not an object: ${text.slice(0, 100)}`);
    else {
      const keys = Object.keys(body);
      if (!keys.every((key) => key === 'error' || key === 'details')) problems.push(`an error with keys ${keys}`);
      if (typeof body.error !== 'string' || !ARABIC.test(body.error) || FRAMEWORK_ENGLISH.test(body.error))
        problems.push(`error ${JSON.stringify(body.error)}`);
      if (body.details !== undefined) {
        if (!Array.isArray(body.details) || body.details.length === 0 || body.details.length > 20)
          problems.push(`details ${JSON.stringify(body.details)?.slice(0, 100)}`);
        else if (
          !body.details.every((d: any) => typeof d?.path === 'string' && typeof d?.msg === 'string' && ARABIC.test(d.msg) && !FRAMEWORK_ENGLISH.test(d.msg))
        ) {
          problems.push(`details ${JSON.stringify(body.details).slice(0, 200)}`);
        }
      }
      if (status === 400 && body.error === MESSAGES.validation.failed && !Array.isArray(body.details)) problems.push('a validation error without details');
      if (status === 400 && c.field !== undefined) {
        const paths: string[] = (body.details ?? []).map((d: any) => d.path);
        const named = paths.some((path) => path === c.field || path.startsWith(`${c.field}.`));
        if (!named) problems.push(`details do not name ${c.field}: ${JSON.stringify(body)}`.slice(0, 300));
        if (c.msg && !(body.details ?? []).some((d: any) => d.path === c.field && d.msg === c.msg)) problems.push(`no ${c.msg} for ${c.field}`);
      }
    }
  }
  return problems;
}

/** Runs `each` over `cases` with at most `limit` under way at once. */
async function sendAll<T>(cases: readonly T[], limit: number, each: (c: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cases.length) await each(cases[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, cases.length) }, worker));
}

/** How many requests of one operation are under way at once: the server answers while others wait on the database. */
const CONCURRENCY = 4;

/** Registers the sweep of one shard's operations, on an app and database of its own. */
export function sweep(shard: Shard): void {
  const operations = ALL_OPERATIONS.filter((op) => inShard(shard, `${op.method} ${op.path}`));
  describe(`the bad-input sweep: ${shard}`, () => {
    let t: TestApp;
    let port: number;
    let token: string;
    const counts = { requests: 0 };
    beforeAll(async () => {
      t = await startApp(`bad_input_${shard}`);
      port = (t.app.getHttpServer().address() as { port: number }).port;
      token = await t.login(ADMIN.id, ADMIN.password);
      // A complex for the valid input's ids to point at.
      await createSchool(t.ds, { name: 'مجمع الفرقان' });
    });
    afterAll(async () => {
      await t.close();
    });

    test('the shard has operations to sweep, and every tag of the document is in exactly one shard', () => {
      expect(operations.length).toBeGreaterThan(10);
      expect(shardGaps()).toEqual({ unswept: [], unknown: [] });
    });

    test.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
      const problems: string[] = [];
      for (const [caller, cases] of [
        [token, adminCases(op)],
        [undefined, anonymousCases(op)],
      ] as const) {
        // Valid input first and alone: the other cases are judged against its answer.
        const [validCase, ...others] = cases;
        let valid = 0;
        const check = async (c: Case) => {
          const answer = await send(port, op, renew(op, c), caller);
          counts.requests += 1;
          if (c === validCase) valid = answer.status;
          for (const problem of judge(c, answer, valid)) problems.push(`${caller ? 'admin' : 'anonymous'} ${c.name}: ${problem}`);
        };
        await check(validCase);
        await sendAll(others, CONCURRENCY, check);
      }
      // Nothing the caller sent reached the prototypes of this process's objects.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(problems.sort()).toEqual([]);
    });

    // Over every tag's reads: it runs once, in the shard of the academic year's objects.
    if (shard === 'academic') {
      test('a semester nobody has is 404 on every read that names one in its path, not an empty answer', async () => {
        // Real objects for the other parameters, so that the semester is the one thing missing.
        const school = await createSchool(t.ds, { name: 'مجمع الفصول' });
        const semester = await createSemester(t.ds, school);
        const student = await createUser(t.ds, { role: 'student', school_id: school.id });
        const circle = await createClass(t.ds, { school, semester, students: [student] });
        const real: Record<string, string | number> = { schoolId: school.id, classId: circle.id, studentId: student.id };
        const reads = ALL_OPERATIONS.filter((op) => op.method === 'GET' && op.path.includes('{semesterId}'));
        expect(reads.length).toBeGreaterThanOrEqual(7);
        const answers: string[] = [];
        for (const op of reads) {
          for (const semesterId of [semester.id, 2_147_483_647]) {
            const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(name === 'semesterId' ? semesterId : real[name]));
            const answer = await rawRequest(port, { method: 'GET', path, headers: { Authorization: `Bearer ${token}` } });
            answers.push(`${op.path} ${semesterId === semester.id ? 'real' : 'unknown'}: ${answer.status}`);
          }
        }
        expect(answers).toEqual(reads.flatMap((op) => [`${op.path} real: 200`, `${op.path} unknown: 404`]));
      });
    }

    test('the sweep sent a real number of requests', () => {
      expect(counts.requests).toBeGreaterThan(300);
    });
  });
}
