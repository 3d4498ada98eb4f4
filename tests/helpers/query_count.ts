import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/*
 * Counting SQL queries (no N+1 checks): Lucid's db:query events, `debug` switched on for the
 * primary connection while a test group runs. A measure answers the smallest count of a few
 * runs: with Redis, a BullMQ worker in the test process may run queries of its own meanwhile.
 *
 * Two spellings of the same helper arrived from two branches (notifications: `queryCounter`;
 * safety: `countQueriesDuring` + `measure`); both are kept here over one counter until the lead
 * picks one.
 */
let count = 0
const listener = () => {
  count += 1
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

export function queryCounter(group: Group) {
  countQueriesDuring(group)
  return { measure }
}
