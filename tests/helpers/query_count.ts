import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/*
 * Counting SQL queries (no N+1 checks): `countQueriesDuring(group)` switches Lucid's debug on for
 * the primary connection while the group runs and counts its db:query events; `measure(work)`
 * answers the queries `work` issued, the smallest of three runs (background jobs may add
 * queries while a request runs).
 */
let count = 0
const listener = () => {
  count += 1
}

export function countQueriesDuring(group: { setup(handler: () => () => void): unknown }) {
  group.setup(() => {
    const raw = db.getRawConnection(db.primaryConnectionName)!
    const previous = raw.config.debug
    raw.config.debug = true
    emitter.on('db:query', listener)
    return () => {
      raw.config.debug = previous
      emitter.off('db:query', listener)
    }
  })
}

export async function measure(work: () => Promise<unknown>, runs = 3) {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < runs; i++) {
    count = 0
    await work()
    best = Math.min(best, count)
  }
  return best
}
