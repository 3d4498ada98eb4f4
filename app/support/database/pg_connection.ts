/*
 * Setup of every PostgreSQL (pg) connection the pool opens: statements are prepared once per
 * connection and reused, so PostgreSQL plans them once instead of on every query.
 *
 * knex sends each query unnamed, which PostgreSQL parses and plans again every time. Our list
 * queries join four tables with visibility subqueries; planning them cost more than running them
 * (bin/bench at 100k sessions: the dashboard's recommendations 15 ms to plan, 2 ms to run).
 * Naming a statement makes the server keep it for the connection (PostgreSQL still re-plans with
 * the actual values while that is better, and re-plans after schema changes by itself).
 *
 * - Only reads and writes (select, with, insert, update, delete) are named; the most recently
 *   used PREPARED_STATEMENTS_PER_CONNECTION stay, older ones are deallocated.
 * - A statement prepared before a migration changed a `select *` result fails once with "cached
 *   plan must not change result type": it is then forgotten and run again unnamed.
 * - plan_cache_mode = force_generic_plan: by default PostgreSQL keeps re-planning a statement
 *   whose generic plan it estimates dearer, and it did so for the recommendations (10 ms planning
 *   each time, where the generic plan ran in 2 ms). Our statements are short parameterised OLTP
 *   reads on ids, foreign keys and times near now, for which one plan fits all values: measured
 *   on every statement of the explore, dashboard and session pages, none was slower generic.
 */
export const PREPARED_STATEMENTS_PER_CONNECTION = 300

const CACHEABLE = /^\s*(select|with|insert|update|delete)\b/i

type Callback = (error: Error | null, result?: unknown) => void
type QueryConfig = { text: string; values?: unknown[]; name?: string; submit?: unknown; [key: string]: unknown }
type PgClient = {
  query(config: unknown, values?: unknown, callback?: unknown): any
  connection?: { parsedStatements?: Record<string, string> }
}

function isStalePlan(error: any) {
  return error?.code === '0A000' && /cached plan must not change result type/i.test(String(error?.message))
}

/** Sets a new connection up (the pool's afterCreate); resolves once it is ready. */
export async function setUpPgConnection<T extends PgClient>(client: T): Promise<T> {
  await client.query('SET plan_cache_mode = force_generic_plan')
  return preparePgStatements(client) as T
}

export function preparePgStatements(client: PgClient, size = PREPARED_STATEMENTS_PER_CONNECTION) {
  const query = client.query.bind(client)
  const names = new Map<string, string>()
  let counter = 0

  const forget = (text: string) => {
    const name = names.get(text)
    if (!name) return
    names.delete(text)
    delete client.connection?.parsedStatements?.[name]
    query(`DEALLOCATE ${name}`).catch(() => {})
  }

  const nameFor = (text: string) => {
    let name = names.get(text)
    if (name) {
      names.delete(text)
    } else {
      name = `ph_${++counter}`
      if (names.size >= size) forget(names.keys().next().value!)
    }
    names.set(text, name)
    return name
  }

  client.query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string') config = { text: config }
    const plain = config as QueryConfig
    if (!plain || typeof plain !== 'object' || plain.submit || plain.name || typeof plain.text !== 'string' || !CACHEABLE.test(plain.text)) {
      return query(config, values, callback)
    }
    if (typeof values === 'function') {
      callback = values
      values = undefined
    }
    const named = { ...plain, name: nameFor(plain.text) }
    if (typeof callback === 'function') {
      const done = callback as Callback
      return query(named, values, (error: Error | null, result?: unknown) => {
        if (!isStalePlan(error)) return done(error, result)
        forget(plain.text)
        query(plain, values, done)
      })
    }
    return query(named, values).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error
      forget(plain.text)
      return query(plain, values)
    })
  }
  return client
}
