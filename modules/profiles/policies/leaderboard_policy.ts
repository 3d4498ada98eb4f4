import { AuthorizationResponse, BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import type { User } from '#modules/identity/index'
import { canViewWorld, type World } from '#modules/worlds/index'

/*
 * Leaderboards (issue 11 §3) are for signed-in members (the route requires it: minors are listed,
 * by display name only). A world's leaderboard exists for whoever may see the world (WorldPolicy's
 * view rule); a hidden world is not found.
 */
export default class LeaderboardPolicy extends BasePolicy {
  async viewWorld(viewer: User, world: World): Promise<AuthorizerResponse> {
    return (await canViewWorld(world, viewer.id)) ? true : AuthorizationResponse.deny('Not found', 404)
  }
}
