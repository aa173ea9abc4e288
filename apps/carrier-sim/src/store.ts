/**
 * The simulator's state: named collections of JSON values, kept in memory and made durable by an
 * append-only journal (`journal.jsonl`, one line per transaction) plus a snapshot (`snapshot.json`,
 * written to a temporary file and renamed, so it is whole or absent). On start the snapshot is read,
 * then every journal line numbered after it; a torn last line (the process killed mid-write) is cut
 * off. A transaction is one line, so a kill leaves it wholly applied or not at all. Pure JavaScript.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

type Op = { c: string; k: string; v?: unknown };
type Entry = { n: number; ops: Op[] };
type Snapshot = { n: number; data: Record<string, Record<string, unknown>> };

export type Writer = {
  get<T>(collection: string, key: string): T | undefined;
  put(collection: string, key: string, value: unknown): void;
  del(collection: string, key: string): void;
};

export type StoreOptions = { dir: string; snapshotEvery?: number; fsync?: boolean };

export class Store {
  private readonly data = new Map<string, Map<string, unknown>>();
  private n = 0;
  private sinceSnapshot = 0;
  private fd: number;
  private readonly journal: string;
  private readonly snapshotFile: string;

  constructor(private readonly options: StoreOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.journal = path.join(options.dir, 'journal.jsonl');
    this.snapshotFile = path.join(options.dir, 'snapshot.json');
    this.load();
    this.fd = openSync(this.journal, 'a');
  }

  private collection(name: string): Map<string, unknown> {
    let found = this.data.get(name);
    if (!found) this.data.set(name, (found = new Map()));
    return found;
  }

  private apply(op: Op) {
    if (op.v === undefined) this.collection(op.c).delete(op.k);
    else this.collection(op.c).set(op.k, op.v);
  }

  private load() {
    if (existsSync(this.snapshotFile)) {
      const snapshot = JSON.parse(readFileSync(this.snapshotFile, 'utf8')) as Snapshot;
      for (const [c, values] of Object.entries(snapshot.data))
        for (const [k, v] of Object.entries(values)) this.collection(c).set(k, v);
      this.n = snapshot.n;
    }
    if (!existsSync(this.journal)) return;
    const text = readFileSync(this.journal, 'utf8');
    let good = 0;
    for (const line of text.split('\n')) {
      if (line === '') break;
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        break; // a torn last line: the transaction never happened
      }
      good += Buffer.byteLength(line) + 1;
      if (entry.n <= this.n) continue; // already in the snapshot
      for (const op of entry.ops) this.apply(op);
      this.n = entry.n;
      this.sinceSnapshot += 1;
    }
    if (good < Buffer.byteLength(text)) truncateSync(this.journal, good);
  }

  get<T>(collection: string, key: string): T | undefined {
    return this.data.get(collection)?.get(key) as T | undefined;
  }

  values<T>(collection: string): T[] {
    return [...(this.data.get(collection)?.values() ?? [])] as T[];
  }

  /** Runs `work` as one transaction: its writes are journaled as one line, or undone if it throws. */
  tx<R>(work: (w: Writer) => R): R {
    const ops: Op[] = [];
    const undo: Op[] = [];
    const writer: Writer = {
      get: (c, k) => this.get(c, k),
      put: (c, k, v) => {
        undo.push({ c, k, v: this.get(c, k) });
        const op = { c, k, v: JSON.parse(JSON.stringify(v)) as unknown };
        ops.push(op);
        this.apply(op);
      },
      del: (c, k) => {
        undo.push({ c, k, v: this.get(c, k) });
        ops.push({ c, k });
        this.apply({ c, k });
      },
    };
    let result: R;
    try {
      result = work(writer);
    } catch (error) {
      for (const op of undo.reverse()) this.apply(op);
      throw error;
    }
    if (ops.length > 0) this.append(ops);
    return result;
  }

  private append(ops: Op[]) {
    this.n += 1;
    writeSync(this.fd, `${JSON.stringify({ n: this.n, ops })}\n`);
    if (this.options.fsync) fsyncSync(this.fd);
    this.sinceSnapshot += 1;
    if (this.sinceSnapshot >= (this.options.snapshotEvery ?? 1000)) this.snapshot();
  }

  /** Writes the whole state to the snapshot (atomically) and empties the journal. */
  snapshot() {
    const data: Snapshot['data'] = {};
    for (const [c, values] of this.data) data[c] = Object.fromEntries(values);
    const temporary = `${this.snapshotFile}.tmp`;
    writeFileSync(temporary, JSON.stringify({ n: this.n, data } satisfies Snapshot));
    const fd = openSync(temporary, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temporary, this.snapshotFile);
    // Lines numbered up to the snapshot are skipped on load, so a kill before this truncation is harmless.
    closeSync(this.fd);
    truncateSync(this.journal, 0);
    this.fd = openSync(this.journal, 'a');
    this.sinceSnapshot = 0;
  }

  close() {
    this.snapshot();
    closeSync(this.fd);
  }
}
