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
