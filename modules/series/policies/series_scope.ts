import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Series a visitor may see: the list form of SeriesPolicy.view for someone not signed in (the
 * series' world is public or unlisted and not deleted). `worlds` names the joined worlds table.
 */
export function visibleToVisitors(query: DatabaseQueryBuilderContract, worlds = 'w'): DatabaseQueryBuilderContract {
  return query.whereNull(`${worlds}.deleted_at`).whereIn(`${worlds}.visibility`, ['public', 'unlisted'])
}
