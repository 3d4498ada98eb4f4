import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'
import { QUEUE_NAME, redisConnectionOptions } from '#app/support/jobs/jobs'
import { sqlTime } from '#app/support/database/values'
import { eventually } from '#tests/helpers/wait'
import { awardAttendanceJob } from '../../jobs/award_attendance_job.js'

/*
 * issue 11 §3: "Retried or duplicated jobs never double-award: prove it with a test that kills the
 * worker process (kill -9) mid-batch with Redis and checks the ledger is exact."
 *
 * The production worker (`node ace jobs:work`) runs as a child process on its own Redis database,
 * so the test process's in-process worker cannot take the job. It is killed with SIGKILL once part
 * of the roster is paid, then started again: BullMQ hands the stalled job to the new worker once
 * the dead one's lock expires (~30 s), and the idempotency keys make the re-run pay only the rest.
 */
const LEARNERS = 600
const HOSTS = 2

function startWorker(redisUrl: string): ChildProcess {
  return spawn(process.execPath, ['ace', 'jobs:work', '--concurrency=1'], {
    cwd: app.makePath(),
    env: { ...process.env, REDIS_URL: redisUrl },
    stdio: 'ignore',
  })
}

async function makeBulkUsers(count: number, tag: string): Promise<number[]> {
  const now = sqlTime(DateTime.utc())
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `crash_${tag}_${i}@example.org`,
    username: `crash_${tag}_${i}`.slice(0, 30),
    name: `Crash Test ${i}`,
    password: 'not-a-login',
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < rows.length; i += 200) await db.table('users').multiInsert(rows.slice(i, i + 200))
  const ids = await db.from('users').whereLike('username', `crash_${tag}_%`).orderBy('id').select('id')
  return ids.map((row) => Number(row.id))
}

const ledgerRows = (sessionId: number) => db.from('user_events').where('session_id', sessionId).count('* as total').first().then((row) => Number(row?.total ?? 0))

test.group('attendance points survive a killed worker (issue 11 §3)', () => {
  test('kill -9 mid-batch, restart: every learner and host is paid exactly once', async ({ assert, cleanup }) => {
    const { Queue } = await import('bullmq')
    const connection = { ...redisConnectionOptions() }
    connection.db = connection.db + 1
    const redisUrl = `redis://${connection.host}:${connection.port}/${connection.db}`
    const queue = new Queue(QUEUE_NAME, { connection, prefix: 'ph' })
    let worker: ChildProcess | null = null
    cleanup(async () => {
      worker?.kill('SIGKILL')
      await queue.obliterate({ force: true })
      await queue.close()
    })
    await queue.obliterate({ force: true })

    const tag = Date.now().toString(36)
    const learners = await makeBulkUsers(LEARNERS, `${tag}l`)
    const hosts = await makeBulkUsers(HOSTS, `${tag}h`)
    const sessionId = 1_800_000_000 + Math.floor(Math.random() * 1e6)
    const payload = { sessionId, confirmedByUserId: hosts[0], presentUserIds: learners, hostUserIds: hosts }
    await queue.add(awardAttendanceJob.name, payload, { attempts: 5, backoff: { type: 'fixed', delay: 500 } })

    worker = startWorker(redisUrl)
    await eventually(async () => (await ledgerRows(sessionId)) >= 40, 'the first worker to pay part of the roster', 60_000)
    worker.kill('SIGKILL')
    await new Promise((resolve) => worker!.once('exit', resolve))
    const paidBeforeKill = await ledgerRows(sessionId)
    assert.isBelow(paidBeforeKill, LEARNERS + HOSTS, 'the worker was killed mid-batch')

    worker = startWorker(redisUrl)
    await eventually(async () => (await ledgerRows(sessionId)) === LEARNERS + HOSTS && (await queue.getCompletedCount()) === 1, 'the restarted worker to finish the batch', 110_000)

    const perUser = await db
      .from('user_events')
      .where('session_id', sessionId)
      .groupBy('user_id', 'event_type')
      .select('user_id', 'event_type')
      .count('* as awards')
      .sum('event_points as points')
    assert.lengthOf(perUser, LEARNERS + HOSTS)
    for (const row of perUser) {
      const isHost = hosts.includes(Number(row.user_id))
      assert.equal(Number(row.awards), 1)
      assert.equal(row.event_type, isHost ? 'session_hosted' : 'session_attended')
      assert.equal(Number(row.points), isHost ? 3 : 1)
    }
  })
    .skip(!env.get('REDIS_URL'), 'needs REDIS_URL (bin/test runs it in the PostgreSQL + Redis pass)')
    .timeout(180_000)
})
