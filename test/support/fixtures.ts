// The product's own test fixtures (test/fixtures/), read for tests that live beside the pure core, so
// those tests name no filesystem module themselves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './reference.js';

export const fixturePath = (...parts: string[]): string => join(repoRoot, 'test/fixtures', ...parts);
export const readFixture = (...parts: string[]): string => readFileSync(fixturePath(...parts), 'utf8');
