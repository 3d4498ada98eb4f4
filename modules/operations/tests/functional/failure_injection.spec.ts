import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { deleteAccount } from '#modules/identity/index'
import { registerForSession } from '#modules/tutoring/index'
import { registerForSeries, hostSeriesFromTemplate, SeriesTemplate } from '#modules/series/index'
import { makeSession } from '#modules/tutoring/tests/factories'
import { makeSeries, makeTemplate, reserve } from '#modules/series/tests/factories'
import { makeWorld } from '#modules/worlds/tests/factories'
import { makeTutor, makeUser } from '#tests/helpers/users'
import { sweepOutbox } from '#kernel/events/sweeper'
import { tableFingerprints, tableNames, type TableFingerprint } from '../../backups/fingerprints.js'

/*
 * Issue 20 §1: "every multi-step write is one transaction — a test that injects a failure after
 * each step of registration, series registration with reservations, host-from-template and
 * account deletion and finds the database unchanged".
 *
 * How: a dry run on a fresh fixture finds the tables the action writes (fingerprints of every
 * table before and after). Then, for each of those tables in turn, a trigger makes every insert,
 * update and delete on it fail, the action runs again on a fresh fixture, and every table must
 * be exactly as before. A table written after the commit by design (an outbox event handler, or
 * the outbox's own delivery rows) is listed with its reason; failing it must leave the work to the
 * outbox: once the failure is gone, a sweep settles every event the action recorded and the
 * scenario's own check finds the work complete.
 */
type Fingerprints = Record<string, TableFingerprint>
type Attempt = { run: () => Promise<unknown>; complete?: () => Promise<boolean> }
type Scenario = {
  name: string
  /** Makes a fresh subject (before the "before" fingerprint): the action, and how to tell it completed. */
  prepare: () => Promise<Attempt>
  /** Tables written after the commit by design, with why. */
  afterCommit: Record<string, string>
}

/** Every scenario: delivery bookkeeping is written after the commit, and the sweeper redoes it. */
const OUTBOX_DELIVERIES = { hook_outbox_deliveries: 'the outbox records each handler delivery after the commit; the sweeper retries what failed' }

const INJECTED = 'injected failure'

async function injectFailure(table: string): Promise<() => Promise<void>> {
  const client = db.connection()
  const quoted = `"${table.replaceAll('"', '""')}"`
  if (client.dialect.name === 'postgres') {
    await client.rawQuery(`CREATE OR REPLACE FUNCTION inject_failure() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION '${INJECTED}'; END $$ LANGUAGE plpgsql`)
    await client.rawQuery(`CREATE TRIGGER inject_failure BEFORE INSERT OR UPDATE OR DELETE ON ${quoted} FOR EACH ROW EXECUTE FUNCTION inject_failure()`)
    return async () => {
      await client.rawQuery(`DROP TRIGGER IF EXISTS inject_failure ON ${quoted}`)
    }
  }
  for (const verb of ['INSERT', 'UPDATE', 'DELETE']) {
    await client.rawQuery(`CREATE TRIGGER inject_failure_${verb.toLowerCase()} BEFORE ${verb} ON ${quoted} BEGIN SELECT RAISE(ABORT, '${INJECTED}'); END`)
  }
  return async () => {
    for (const verb of ['insert', 'update', 'delete']) await client.rawQuery(`DROP TRIGGER IF EXISTS inject_failure_${verb}`)
  }
}

/** Fingerprints once nothing moves any more (post-commit handlers and inline jobs have run). */
async function settledFingerprints(tables: string[]): Promise<Fingerprints> {
  let previous = await tableFingerprints(db.connection(), tables)
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const next = await tableFingerprints(db.connection(), tables)
    if (JSON.stringify(next) === JSON.stringify(previous)) return next
    previous = next
  }
  return previous
}

const changedTables = (before: Fingerprints, after: Fingerprints) => Object.keys(after).filter((table) => before[table]?.checksum !== after[table].checksum)

/* Tables other work may touch while a scenario runs (the request log's and the jobs' bookkeeping), never an action's data. */
const BACKGROUND = new Set(['adonis_schema', 'adonis_schema_versions', 'rate_limits', 'sessions'])

async function attempt(run: () => Promise<unknown>, table: string) {
  const release = await injectFailure(table)
  try {
    await run().catch((error: unknown) => {
      if (!String(error).includes(INJECTED) && !String((error as { cause?: unknown })?.cause).includes(INJECTED)) throw error
    })
  } finally {
    await release()
  }
}

const lastEventId = async () => Number((await db.from('hook_outbox_events').max('id as id').first())?.id ?? 0)

async function runScenario(scenario: Scenario, assert: { deepEqual: Function; isAbove: Function; isTrue: Function }) {
  const tables = (await tableNames(db.connection())).filter((table) => !BACKGROUND.has(table))
  // The dry run: which tables does the action write?
  const dry = await scenario.prepare()
  const beforeDry = await settledFingerprints(tables)
  await dry.run()
  const written = changedTables(beforeDry, await settledFingerprints(tables))
  assert.isAbove(written.length, 0, `${scenario.name} writes something`)
  if (dry.complete) assert.isTrue(await dry.complete(), `${scenario.name} completes without failures`)

  const report: string[] = []
  for (const table of written) {
    const next = await scenario.prepare()
    if (table in scenario.afterCommit) {
      const since = await lastEventId()
      await attempt(next.run, table)
      // The failure is gone: sweeps (past every retry delay) must finish what the action started.
      // A redone handler may record events of its own (a session registration's), delivered by the
      // next sweep or the worker: sweep until ours are settled, a few rounds at most.
      const unsettled = async () => Number((await db.from('hook_outbox_events').where('id', '>', since).whereNull('settled_at').count('* as count').first())?.count ?? 0)
      for (let round = 0; round < 5 && (round === 0 || (await unsettled()) > 0); round += 1) {
        await sweepOutbox({ graceMs: 0, now: DateTime.utc().plus({ days: 1 }) })
      }
      const left = await unsettled()
      if (left > 0) report.push(`after failing writes to ${table}, ${left} event(s) stayed unsettled after the sweeps`)
      if (next.complete && !(await next.complete())) report.push(`after failing writes to ${table}, the sweep did not complete ${scenario.name}`)
      continue
    }
    const before = await settledFingerprints(tables)
    await attempt(next.run, table)
    const changed = changedTables(before, await settledFingerprints(tables))
    if (changed.length > 0) report.push(`failing writes to ${table} left changes in ${changed.join(', ')}`)
  }
  assert.deepEqual(report, [], `${scenario.name}: the database is unchanged whichever step fails (written: ${written.join(', ')})`)
  return written
}

const ahead = (days: number) => DateTime.utc().plus({ days }).set({ hour: 16, minute: 0, second: 0, millisecond: 0 })

test.group('Failure injection: each multi-step write is all or nothing (issue 20 §1)', () => {
  test('session registration', async ({ assert }) => {
    await runScenario(
      {
        name: 'session registration',
        prepare: async () => {
          const { session } = await makeSession()
          const learner = await makeUser()
          return { run: () => registerForSession(session.id, learner.id) }
        },
        afterCommit: OUTBOX_DELIVERIES,
      },
      assert
    )
  }).timeout(120_000)

  test('series registration with a reservation', async ({ assert }) => {
    await runScenario(
      {
        name: 'series registration',
        prepare: async () => {
          const host = await makeTutor()
          const { series } = await makeSeries({ hostId: host.id, maxLearners: 3 })
          const learner = await makeUser()
          await reserve(series.id, host.id, { userId: learner.id }, DateTime.utc().plus({ days: 2 }))
          const sessionCount = Number((await db.from('tutoring_sessions').where('series_id', series.id).count('* as count').first())?.count)
          return {
            run: () => registerForSeries(series.id, learner.id),
            // The series registration, and the learner in every one of its sessions.
            complete: async () => {
              const registered = await db.from('series_registrations').where({ series_id: series.id, user_id: learner.id }).whereNull('withdrawn_at').first()
              const sessions = await db.from('session_registrations as r').join('tutoring_sessions as t', 't.id', 'r.session_id').where('t.series_id', series.id).where('r.user_id', learner.id).count('* as count').first()
              return Boolean(registered) && Number(sessions?.count) === sessionCount
            },
          }
        },
        afterCommit: {
          ...OUTBOX_DELIVERIES,
          session_registrations: "the learner's sessions follow the series registration from its outbox event (series' follow-sessions handler)",
          tutoring_sessions: "the same handler takes each session's seat (registerForSession's own transaction)",
        },
      },
      assert
    )
  }).timeout(120_000)

  test('hosting a series from a template', async ({ assert }) => {
    await runScenario(
      {
        name: 'host from template',
        prepare: async () => {
          const world = await makeWorld()
          const template = await makeTemplate(world, { weeks: 2, sessionsPerWeek: 1 })
          const tutor = await makeUser({ roles: ['approved', 'tutor'] })
          const fresh = await SeriesTemplate.findOrFail(template.id)
          return { run: () => hostSeriesFromTemplate({ userId: tutor.id, template: fresh, firstStart: ahead(10), zone: 'UTC' }) }
        },
        afterCommit: OUTBOX_DELIVERIES,
      },
      assert
    )
  }).timeout(120_000)

  test('account deletion', async ({ assert }) => {
    await runScenario(
      {
        name: 'account deletion',
        prepare: async () => {
          const user = await makeUser()
          return { run: () => deleteAccount({ userId: user.id }) }
        },
        afterCommit: OUTBOX_DELIVERIES,
      },
      assert
    )
  }).timeout(120_000)
})
