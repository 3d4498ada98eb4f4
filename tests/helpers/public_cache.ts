import type { Group } from '@japa/runner/core'
import { publicLists } from '#app/support/cache/public_lists'

/**
 * The public list cache is off under NODE_ENV=test (other tests write sessions with raw SQL); a
 * group that tests it switches it on, empty, for each of its tests, and back off after.
 */
export function withPublicListCache(group: Group) {
  group.each.setup(async () => {
    const previous = publicLists.enabled
    publicLists.enabled = true
    await publicLists.clear()
    return async () => {
      await publicLists.clear()
      publicLists.enabled = previous
    }
  })
}
