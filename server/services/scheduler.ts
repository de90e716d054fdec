// Timed publishing: the tick loop, the claim of due schedules, publish on read, the heartbeat.
import type { RequestListener } from "node:http";
import { hostname } from "node:os";
import { sql } from "kysely";
import { randomBytes } from "node:crypto";
import type { DatabaseHandle, DB } from "../db/index.ts";
import { retryWhenBusy } from "../db/errors.ts";
import { claimDue, deleteSchedule, forgetTicksBefore, lastTick, nextRunAt, recordTick, type ScheduleRow } from "../db/repositories/schedules.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError } from "../http/errors.ts";
import type { Logger } from "../log.ts";

/** Carries out one due schedule inside the transaction that deletes it (a publish or an unpublish). */
export type ScheduleRunner = (trx: DB, row: ScheduleRow) => Promise<void>;

export interface SchedulerStatus {
  /** The latest tick of any instance (UTC ISO), or null when none has ticked. */
  lastRunAt: string | null;
  tickSeconds: number;
  /** No instance has ticked for more than two ticks: scheduled items then wait for a visit. */
  late: boolean;
}

export interface Scheduler {
  readonly tickSeconds: number;
  /** This process's name in the heartbeat table. */
  readonly instance: string;
  /** Starts the tick loop (the server does; scripts and in-process tests need not). */
  start(): void;
  /** Stops the loop and waits for a publish in progress. */
  stop(): Promise<void>;
  /**
   * Before answering a read: undefined (at once, no I/O) when nothing is due as far as this
   * process knows, else a promise that publishes what is due first. Publish on read.
   */
  beforeRead(): Promise<void> | undefined;
  /** Wraps the server's request listener: a read of a page or the API first publishes what is due. */
  onRead(listener: RequestListener): RequestListener;
  /** Publishes everything due now, each in its own transaction; answers how many this process did. */
  runDue(): Promise<number>;
  /** After this process changed a schedule: reads the next due time again. */
  changed(): Promise<void>;
  status(): Promise<SchedulerStatus>;
  /** The next due time this process knows (ms since the epoch; Infinity for none). Tests read it. */
  readonly nextDueMs: number;
}

export interface SchedulerOptions {
  tickSeconds: number;
  log: Logger;
  run: ScheduleRunner;
  /** The clock (ms); tests may move it. */
  clock?: () => number;
}

/** Requests that show no content: the build's files, media bytes, health checks. */
const SKIPPED = /^\/(?:assets\/|media\/|healthz|readyz)/;

/** How soon a schedule another instance holds is looked at again. */
const RECHECK_MS = 200;

/** Heartbeats of instances silent for longer than this are forgotten. */
const FORGET_AFTER_MS = 7 * 86_400_000;

export function createScheduler(database: DatabaseHandle, opts: SchedulerOptions): Scheduler {
  const { db } = database;
  const clock = opts.clock ?? Date.now;
  const tickMs = opts.tickSeconds * 1000;
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  let nextDueMs = Number.POSITIVE_INFINITY;
  /** The content revision the next due time was read at (a schedule change raises it). */
  let knownRevision = -1;
  let refreshing: Promise<void> | undefined;
  let running: Promise<number> | undefined;
  /** Another run was asked for while one was running: it runs again when it ends. */
  let again = false;
  let tickTimer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = true;
  let ticks = 0;

  /** Wakes at the next due time when it comes before the next tick (no tick's worth of delay). */
  const arm = () => {
    clearTimeout(wakeTimer);
    wakeTimer = undefined;
    if (stopped || !Number.isFinite(nextDueMs)) return;
    const wait = nextDueMs - clock();
    if (wait > tickMs) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = undefined;
      void runDue().catch((err: unknown) => opts.log.warn("scheduled publishing failed; it is tried again on the next tick", { error: (err as Error).message }));
    }, Math.max(0, wait));
    wakeTimer.unref();
  };

  const refresh = () =>
    (refreshing ??= (async () => {
      const revision = database.revision.latest();
      const at = await nextRunAt(db);
      nextDueMs = at ? Date.parse(at) : Number.POSITIVE_INFINITY;
      knownRevision = revision;
      arm();
    })().finally(() => (refreshing = undefined)));

  /**
   * After a run: a schedule still due is one another instance is carrying out right now (its row
   * is locked, so the claim skipped it): it is looked at again shortly, not on every request; or
   * one that failed for a reason not its own (`failed`): it waits for the next tick.
   */
  const settle = async (failed: boolean) => {
    await refresh();
    if (nextDueMs <= clock()) {
      nextDueMs = clock() + (failed ? tickMs : RECHECK_MS);
      arm();
    }
  };

  /**
   * Claims one due row (none of `skip`'s documents) and carries it out in one transaction:
   * "none" when none is due.
   */
  const runOne = async (skip: Set<string>): Promise<"done" | "failed" | "none"> => {
    const at = new Date(clock()).toISOString();
    let claimed: ScheduleRow | undefined;
    try {
      return await retryWhenBusy(() =>
        inTransaction(db, async (trx) => {
          claimed = undefined;
          // Every publish raises the one content revision row, so the publishes of all instances
          // queue on its lock; not waiting for the WAL flush at commit shortens the time each
          // holds it (4 schedulers at a load of 9: 3.4 ms a publish instead of 12). Safe for
          // "exactly once": a crash that loses the commit loses the publish and the schedule's
          // deletion together, and the schedule fires again.
          if (database.dialect === "postgres") await sql`set local synchronous_commit = off`.execute(trx);
          const row = await claimDue(trx, at, [...skip]);
          if (!row) return "none" as const;
          claimed = row;
          await opts.run(trx, row);
          // Deleted in the transaction that published: committed together or not at all. The
          // claim holds the row (its lock, or SQLite's one writer) until then.
          await deleteSchedule(trx, row.docId, row.action);
          return "done" as const;
        }),
      );
    } catch (err) {
      if (!claimed) throw err;
      const row: ScheduleRow = claimed;
      if (!(err instanceof HttpError)) {
        // Not the document's fault (the database went away, a bug): the schedule stays for the
        // next tick, and this run goes on with the others.
        opts.log.warn("a scheduled change failed; it is tried again on the next tick", { docId: row.docId, action: row.action, error: (err as Error).message });
        skip.add(row.docId);
        return "failed";
      }
      // A schedule that cannot be carried out (the document changed so that its draft no longer
      // saves: a slug taken, the draft gone) would be claimed again and again: it is removed, the
      // draft kept, the reason logged.
      opts.log.error("a scheduled change could not be made; its schedule is removed and the draft kept", { docId: row.docId, type: row.docType, action: row.action, runAt: row.runAt, error: (err as Error).message });
      await retryWhenBusy(() => inTransaction(db, (trx) => trx.deleteFrom("schedules").where("docId", "=", row.docId).where("action", "=", row.action).where("runAt", "=", row.runAt).execute()));
      return "failed";
    }
  };

  const drain = async (): Promise<number> => {
    let done = 0;
    // The page handler reads the revision from the database, not memory, while and right after
    // this process publishes: the very request that waited for the publish shows it.
    const ended = database.revision.writing();
    const skip = new Set<string>();
    try {
      do {
        again = false;
        for (let r = await runOne(skip); r !== "none"; r = await runOne(skip)) if (r === "done") done++;
      } while (again);
    } finally {
      ended();
    }
    await settle(skip.size > 0);
    return done;
  };

  const runDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    return (running = drain().finally(() => (running = undefined)));
  };

  const tick = async () => {
    const at = new Date(clock()).toISOString();
    await retryWhenBusy(() => recordTick(db, instance, at, opts.tickSeconds));
    if (ticks++ % 1000 === 0) await forgetTicksBefore(db, new Date(clock() - FORGET_AFTER_MS).toISOString());
    await refresh();
    if (clock() >= nextDueMs) await runDue();
  };

  const loop = () => {
    if (stopped) return;
    ticking = tick()
      .catch((err: unknown) => opts.log.warn("the scheduler's tick failed; it runs again on the next one", { error: (err as Error).message }))
      .finally(() => {
        ticking = undefined;
        if (stopped) return;
        tickTimer = setTimeout(loop, tickMs);
        tickTimer.unref();
      });
  };

  /**
   * The content revision as far as this process knows, without waiting: PostgreSQL's listener
   * keeps `latest()` current; on SQLite another process's change is read from the file (a
   * synchronous read of a prepared statement).
   */
  const seenRevision = (): number => {
    if (database.dialect !== "sqlite") return database.revision.latest();
    const r = database.revision.current();
    return typeof r === "number" ? r : database.revision.latest();
  };

  const beforeRead = (): Promise<void> | undefined => {
    if (seenRevision() !== knownRevision) return refresh().then(() => (clock() >= nextDueMs ? runDue().then(() => undefined) : undefined));
    if (clock() >= nextDueMs) return runDue().then(() => undefined);
    return undefined;
  };

  return {
    tickSeconds: opts.tickSeconds,
    instance,
    get nextDueMs() {
      return nextDueMs;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(tickTimer);
      clearTimeout(wakeTimer);
      await ticking;
      await running?.catch(() => undefined);
    },
    beforeRead,
    onRead(listener) {
      return function publishOnRead(req, res) {
        const due = (req.method === "GET" || req.method === "HEAD") && !SKIPPED.test(req.url ?? "/") ? beforeRead() : undefined;
        if (!due) return listener(req, res);
        due.then(
          () => listener(req, res),
          (err: unknown) => {
            opts.log.warn("publishing what was due before a page failed; the page is served as it is", { error: (err as Error).message });
            listener(req, res);
          },
        );
      };
    },
    runDue,
    changed: () => refresh(),
    async status() {
      const last = await lastTick(db);
      const tickSeconds = last?.tickSeconds ?? opts.tickSeconds;
      const late = !last || clock() - Date.parse(last.lastRunAt) > 2 * tickSeconds * 1000;
      return { lastRunAt: last?.lastRunAt ?? null, tickSeconds, late };
    },
  };
}
