/**
 * Waits until `check` holds, for things done by jobs: hook event handlers and mail run inline
 * without Redis, and a moment later on a BullMQ worker with it.
 */
export async function eventually(check: () => boolean | Promise<boolean>, what = 'the condition', timeoutMs = 5000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Waits until every hook event recorded after `afterEventId` is settled: with Redis their
 * handlers run on the in-process worker, and a query count taken meanwhile would count theirs.
 * Take `lastOutboxEventId()` before the writes.
 */
export async function outboxSettled(afterEventId: number, timeoutMs = 20_000) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const unsettled = async () =>
    Number((await db.from('hook_outbox_events').where('id', '>', afterEventId).whereNull('settled_at').count('* as total').first())?.total ?? 0)
  await eventually(async () => (await unsettled()) === 0, "the events' handlers to run", timeoutMs)
}

export async function lastOutboxEventId(): Promise<number> {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return Number((await db.from('hook_outbox_events').max('id as last').first())?.last ?? 0)
}
