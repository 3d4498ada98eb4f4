import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, afterDelete, afterSave, column, hasMany } from '@adonisjs/lucid/orm'
import db from '@adonisjs/lucid/services/db'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { SoftDeletes } from '#app/support/soft_deletes'
import { jsonColumn } from '#app/support/json_column'
import UserRole from './user_role.js'
import { expandRoles, type Role } from '../roles.js'
import { ageBucket } from '../age.js'
import type { PrimaryInterest } from '../primary_interest.js'
import type { SuspensionAction } from '../suspension.js'
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../notification_settings.js'
import { forgetViewers } from '../viewer_cache.js'

export type OnboardingDetails = {
  joinReason: string
  educationType: string
  schoolExperience: string | null
  zipcode: string | null
}

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email', 'username'],
  passwordColumnName: 'password',
})

/** Role names per user instance (a model's private fields do not work through its proxy). */
const storedRoleNames = new WeakMap<object, Promise<string[]>>()
/** The age bucket per instance, kept while its date of birth is the one it was computed from. */
const ageBuckets = new WeakMap<object, { dateOfBirth: DateTime | null; bucket: Role | null }>()

/** A user hydrated from the viewer cache: its role names and age bucket need no further work. */
export function primeViewer(user: User, roles: readonly string[], bucket: Role | null) {
  storedRoleNames.set(user, Promise.resolve([...roles]))
  ageBuckets.set(user, { dateOfBirth: user.dateOfBirth, bucket })
}

export default class User extends compose(BaseModel, AuthFinder, SoftDeletes) {
  @column({ isPrimary: true }) declare id: number
  @column() declare email: string
  @column.dateTime() declare emailVerifiedAt: DateTime | null
  @column() declare username: string
  @column() declare name: string
  @column({ serializeAs: null }) declare password: string
  @column.date() declare dateOfBirth: DateTime | null
  @column() declare pronouns: string | null
  @column() declare timezone: string
  @column() declare country: string | null
  @jsonColumn<string[]>(['en']) declare languages: string[]
  @jsonColumn<OnboardingDetails | null>(null) declare onboardingDetails: OnboardingDetails | null
  @jsonColumn<PrimaryInterest | null>(null) declare primaryInterest: PrimaryInterest | null
  @column.dateTime() declare onboardedAt: DateTime | null
  @jsonColumn<SuspensionAction[]>([]) declare suspensionActions: SuspensionAction[]
  @jsonColumn<Partial<NotificationSettings>>({}) declare notificationSettings: Partial<NotificationSettings>
  @column.dateTime() declare lastOnlineAt: DateTime | null
  @column.dateTime() declare personalDataDeletedAt: DateTime | null
  @column.dateTime({ autoCreate: true }) declare createdAt: DateTime
  @column.dateTime({ autoCreate: true, autoUpdate: true }) declare updatedAt: DateTime

  @hasMany(() => UserRole) declare roleRows: HasMany<typeof UserRole>

  @afterSave()
  @afterDelete()
  static forgetCachedViewer(user: User) {
    forgetViewers(user.id, user.$trx)
  }

  /** spec 000 §6.1 age bucket, computed once per instance (and per day for a cached viewer). */
  get ageBucket(): Role | null {
    const known = ageBuckets.get(this)
    if (known && known.dateOfBirth === this.dateOfBirth) return known.bucket
    const bucket = ageBucket(this.dateOfBirth)
    ageBuckets.set(this, { dateOfBirth: this.dateOfBirth, bucket })
    return bucket
  }

  get firstName() {
    return this.name.split(/\s+/)[0] ?? this.name
  }

  /**
   * The name other people see. Privacy for minors (see /about/privacy): under 18, or with no
   * known age, only the first name and last initial are shown. Deleted: spec 002 §8.
   */
  get displayName() {
    if (this.isDeleted) return 'DELETED USER'
    const bucket = this.ageBucket
    if (bucket === 'age:18-to-under-21' || bucket === 'age:21-plus') return this.name
    const [first, ...rest] = this.name.trim().split(/\s+/)
    const last = rest.at(-1)
    return last ? `${first} ${last[0].toUpperCase()}.` : first
  }

  get isEmailVerified() {
    return this.emailVerifiedAt !== null && this.emailVerifiedAt !== undefined
  }

  get isOnboarded() {
    return this.onboardedAt !== null && this.onboardedAt !== undefined
  }

  get notifications(): NotificationSettings {
    return { ...DEFAULT_NOTIFICATION_SETTINGS, ...this.notificationSettings }
  }

  /**
   * Stored role names that are not removed, read once per instance (a request's user): the
   * preloaded rows when there are, otherwise the names alone, without building models.
   */
  async storedRoles(): Promise<string[]> {
    if (this.$preloaded.roleRows) return this.roleRows.map((row) => row.role)
    let names = storedRoleNames.get(this)
    if (!names) {
      names = db
        .from(UserRole.table)
        .where('user_id', this.id)
        .whereNull('deleted_at')
        .select('role')
        .then((rows) => rows.map((row: { role: string }) => row.role))
      names.catch(() => storedRoleNames.delete(this))
      storedRoleNames.set(this, names)
    }
    return names
  }

  /** spec 000 §6.1: the expanded role set (plus basic and the age bucket). */
  async roles(): Promise<Set<Role>> {
    const stored = await this.storedRoles()
    const bucket = this.ageBucket
    return expandRoles(['basic', ...stored, ...(bucket ? [bucket] : [])])
  }
}
