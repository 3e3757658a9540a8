import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// libs/common and libs/quran are bundled into the browser as well as the API: they may import each other and
// plain libraries, never a framework (Nest, TypeORM, React, antd) nor a Node built-in.

const libsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const libraryDirs = [join(libsDir, 'common/src'), join(libsDir, 'quran/src')];

const FORBIDDEN_PACKAGES = [/^@nestjs\//, /^typeorm(\/|$)/, /^react(-[\w-]+)?(\/|$)/, /^@tanstack\/react-/, /^antd(\/|$)/, /^@ant-design\//];
const builtins = new Set(builtinModules);

/** Every module specifier a source text imports, re-exports, requires or loads dynamically. */
function importedSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

/** Why `specifier`, imported by `file`, is not allowed in a shared library; null when it is fine. */
function forbiddenReason(specifier: string, file: string): string | null {
  if (specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(specifier.split('/')[0])) {
    return 'a Node built-in';
  }
  if (FORBIDDEN_PACKAGES.some((pattern) => pattern.test(specifier))) return 'a framework package';
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier);
    if (!libraryDirs.some((dir) => target.startsWith(dir + '/'))) return 'a file outside libs/common and libs/quran';
  }
  return null;
}

function violations(source: string, file: string): string[] {
  return importedSpecifiers(source).flatMap((specifier) => {
    const reason = forbiddenReason(specifier, file);
    return reason ? [`${relative(libsDir, file)} imports "${specifier}" (${reason})`] : [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.spec\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('shared library purity', () => {
  const files = libraryDirs.flatMap(sourceFiles);

  it('finds the library sources', () => {
    const names = files.map((file) => relative(libsDir, file));
    expect(names).toEqual(expect.arrayContaining(['common/src/calendar.ts', 'common/src/index.ts', 'quran/src/index.ts', 'quran/src/tables/pages.ts']));
    expect(names.some((name) => name.endsWith('.spec.ts'))).toBe(false);
  });

  it('imports nothing from Nest, TypeORM, React, antd or Node', () => {
    expect(files.flatMap((file) => violations(readFileSync(file, 'utf8'), file))).toEqual([]);
  });

  it('catches each kind of forbidden import', () => {
    const file = join(libsDir, 'quran/src/example.ts');
    const bad = [
      "import { readFileSync } from 'fs';",
      "import path from 'node:path';",
      "export * from 'path';",
      "const crypto = require('crypto');",
      "const fs = await import('node:fs/promises');",
      "import 'fs/promises';",
      "import { Injectable } from '@nestjs/common';",
      "import { Entity } from 'typeorm';",
      "import { DataSource } from 'typeorm/data-source/DataSource.js';",
      "import React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { useQuery } from '@tanstack/react-query';",
      "import { Button } from 'antd';",
      "import { ProTable } from '@ant-design/pro-components';",
      "import { x } from '../../../apps/api/src/x.js';",
    ];
    for (const line of bad) expect(violations(line, file)).toHaveLength(1);
    const good = [
      "import { roundTo } from '../../common/src/numbers.js';",
      "import { SURAHS } from './tables/surahs.js';",
      "export * from './surahs.js';",
      "import type { Role } from '#common';",
      "import { reactive } from './reactive.js';",
    ];
    for (const line of good) expect(violations(line, file)).toEqual([]);
  });
});
