import logger from '@adonisjs/core/services/logger'

/*
 * Periodic work other modules hang on the notifications sweep (every minute: a repeatable job
 * with Redis, a timer without), e.g. tutoring's text-message reminders before sessions. A task
 * must be idempotent (notify with an idempotencyKey): sweeps can overlap and repeat.
 */
type SweepTask = () => Promise<number>
const tasks = new Map<string, SweepTask>()

export function registerSweepTask(name: string, task: SweepTask) {
  if (tasks.has(name)) throw new Error(`sweep task "${name}" is registered twice`)
  tasks.set(name, task)
}

/** Runs every task; one failing does not stop the others. Answers how much each did. */
export async function runSweepTasks(): Promise<Record<string, number>> {
  const done: Record<string, number> = {}
  for (const [name, task] of tasks) {
    try {
      done[name] = await task()
    } catch (error) {
      logger.error({ err: error, task: name }, 'notifications sweep task failed')
    }
  }
  return done
}
