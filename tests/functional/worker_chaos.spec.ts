import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { usesRedis, workersInThisProcess } from '#app/support/jobs/jobs'
import { sendMail } from '#app/support/mail/send_mail_job'
import { eventually } from '#tests/helpers/wait'

/*
 * Issue 20 §1's chaos scenario for workers: kill -9 the worker mid-batch and start another. Counted
 * in the database: 0 mails lost (every one has sent_at, written after the transport took it), 0
 * delivery rows duplicated. Counted in the workers' logs (the log transport writes each message it
 * takes): at most the few the dead worker had in hand were sent twice — email crosses the transport
 * at least once (a worker killed after the transport took a message and before it wrote sent_at
 * cannot know it was sent).
 * Only in bin/test's PostgreSQL + Redis pass: inline jobs have no worker to kill.
 */
const shared = env.get('DB_CONNECTION') === 'pg' && usesRedis()
const NEEDS = 'needs PostgreSQL and Redis (bin/test\'s second pass)'
const BATCH = 1000
const CONCURRENCY = 4

type RunningWorker = { child: ChildProcess; output: () => string }

function startWorker(): RunningWorker {
  const child = spawn(process.execPath, ['ace.js', 'jobs:work', `--concurrency=${CONCURRENCY}`], {
    cwd: app.makePath(),
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  return { child, output: () => output }
}

test.group('Worker killed mid-batch (issue 20 §1, chaos)', (group) => {
  const workers: RunningWorker[] = []
  group.teardown(async () => {
    for (const worker of workers) worker.child.kill('SIGKILL')
    await workersInThisProcess.resume()
  })

  test('kill -9 the worker while it sends a batch of mail, start another: none lost, none recorded twice', async ({ assert }) => {
    const run = `chaos${Date.now()}`
    const keys = Array.from({ length: BATCH }, (_, i) => `${run}.${i}`)
    const sentCount = async () =>
      Number((await db.from('mail_deliveries').whereLike('idempotency_key', `${run}.%`).whereNotNull('sent_at').count('* as n').first())!.n)

    // The test process's own worker stays out of it: the spawned workers alone take this batch.
    await workersInThisProcess.pause()
    for (const [i, key] of keys.entries()) {
      await sendMail({ idempotencyKey: key, to: `learner${i}@example.org`, subject: `Chaos ${run} #${i};`, text: 'Hi', html: '<p>Hi</p>' })
    }
    const first = startWorker()
    workers.push(first)
    await eventually(async () => (await sentCount()) >= BATCH / 20, 'the first worker to be under way', 90_000)
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    const sentBeforeKill = await sentCount()
    assert.isBelow(sentBeforeKill, BATCH, 'killed mid-batch')

    // BullMQ hands the dead worker's jobs to another once their locks expire (30 s); the claims
    // they left are taken over (send_mail_job.ts CLAIM_TAKEOVER_AFTER).
    const second = startWorker()
    workers.push(second)
    await eventually(async () => (await sentCount()) === BATCH, `all ${BATCH} mails sent (was ${sentBeforeKill} at the kill)`, 180_000)

    const rows = await db.from('mail_deliveries').whereLike('idempotency_key', `${run}.%`).select('idempotency_key')
    assert.lengthOf(rows, BATCH, 'one delivery row per message')
    const sends = new Map<number, number>()
    for (const match of (first.output() + second.output()).matchAll(new RegExp(`mail: Chaos ${run} #(\\d+);`, 'g'))) {
      sends.set(Number(match[1]), (sends.get(Number(match[1])) ?? 0) + 1)
    }
    // Lost is counted in the database: sent_at is written only after the transport took the message
    // (all BATCH have it, waited for above). The workers' logs cannot count losses: the logger writes
    // through a worker thread, so a process killed with SIGKILL takes its last lines with it (a
    // fresh-clone run once missed one line that the database showed sent). They can show duplicates.
    const twice = [...sends.values()].filter((count) => count > 1).length
    assert.isAtMost(twice, CONCURRENCY, 'only messages the dead worker had in hand may have gone out twice')
    console.log(`[worker chaos] ${BATCH} mails, ${sentBeforeKill} sent before kill -9; after restart: 0 lost, ${twice} sent twice, ${rows.length} delivery rows`)
  })
    .skip(!shared, NEEDS)
    .timeout(300_000)
})
