// A row: the flat JSON object one benchmark job runs (its model, image, runner, parallelism, sequence
// lengths or scenario, concurrency …). The generator makes rows, the PR plan sorts them into buckets, the
// dispatcher shards them, lanes and topology check them; all of them mean this one type.
export type Row = Record<string, unknown>;
