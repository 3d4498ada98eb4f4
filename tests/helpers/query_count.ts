import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/**
 * Counts SQL queries (Lucid's db:query events, `debug` switched on for the connection) while a
 * test group runs. `measure` answers the smallest count of a few runs: with Redis, a BullMQ
 * worker in the test process may run queries of its own meanwhile.
 */
export function queryCounter(group: Group) {
  let count = 0
  const listener = () => {
    count += 1
  }
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
  return {
    async measure(run: () => Promise<unknown>, tries = 3) {
      let best = Number.POSITIVE_INFINITY
      for (let i = 0; i < tries; i++) {
        count = 0
        await run()
        best = Math.min(best, count)
      }
      return best
    },
  }
}
