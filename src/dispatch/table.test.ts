import { describe, expect, it } from 'vitest';
import { bucketTable, bucketTableSchema } from './table.js';

describe('the bucket → job table', () => {
  it('passes its schema and is exactly its parse result', () => {
    expect(JSON.stringify(bucketTableSchema().parse(bucketTable))).toBe(JSON.stringify(bucketTable));
  });

  it('the schema refuses a duplicate job and a canary candidate without a canary job', () => {
    const [first, ...rest] = bucketTable.jobs;
    const dup = { ...bucketTable, jobs: [first!, { ...first! }, ...rest] };
    expect(bucketTableSchema().safeParse(dup).error?.issues[0]?.message).toBe(`duplicate ${first!.bucket}`);
    const noCanary = { ...bucketTable, jobs: bucketTable.jobs.map((j) => ({ ...j, canaryJob: null })) };
    expect(bucketTableSchema().safeParse(noCanary).error?.issues[0]?.message).toMatch(/has no canary job/);
  });
});
