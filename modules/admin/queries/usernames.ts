import { User } from '#modules/identity/index'

/** Usernames of the staff and users a page mentions, deleted accounts included. */
export class Usernames {
  constructor(private names: ReadonlyMap<number, string> = new Map()) {}

  static async of(ids: Array<number | null | undefined>) {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
    if (wanted.length === 0) return new Usernames()
    const users = await User.query().withScopes((scopes) => scopes.withDeleted()).whereIn('id', wanted).select('id', 'username')
    return new Usernames(new Map(users.map((user) => [user.id, user.username])))
  }

  /** The username, or null when unknown. */
  get(id: number | null) {
    return id === null ? null : (this.names.get(id) ?? null)
  }

  /** Who did something: the username, `#id` for a purged account, null for the system. */
  actor(id: number | null) {
    return id === null ? null : (this.names.get(id) ?? `#${id}`)
  }
}
