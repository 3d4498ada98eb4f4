import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { fromDbTime, sqlTime } from '#app/support/database/values'
import { appUrl } from '#config/app'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import { notify, registerNotificationKind, registerSweepTask } from '#modules/notifications/index'
import { locateChannel } from './queries/places.js'
import { seesChannel } from './policies/place_rules.js'
import { channelHref } from './post_links.js'

/** spec 001 §3.2 channel_member.enable_text_notifications: "Text me about new posts" on a channel's page. */
export const CHANNEL_TEXTS_KEY = 'channel.new_posts'

/** Posts this recent are looked at by every sweep (it runs each minute; a short outage loses nothing). */
const LOOKBACK_MINUTES = 10
/** How many opted-in members one sweep considers per channel (a huge channel is texted over several sweeps). */
const MEMBERS_PER_SWEEP = 500

/*
 * Decisions (issue 14 §2, the per-channel text switch):
 * - A member who switched texts on for a channel gets at most one text per channel per clock hour
 *   (UTC) when new posts (not comments) appear there, never for their own posts: the idempotency
 *   key is channel, person and the hour of the post, so a busy hour costs one text.
 * - The text names the channel and links to it; it quotes nothing and names no one (a text is
 *   read on a lock screen).
 * - It is a text only (no bell line, no email). It still needs the person's verified phone and the
 *   "Text message" switch of this kind on /settings/notifications, which is off by default for
 *   learners under 18 (their defaults are stricter): the channel switch alone texts no minor.
 * - Whether the person may still read the channel is asked at sending time, with the channel
 *   policy's own rule (seesChannel): someone who left a world or lost a level gets nothing.
 * - A post held for review (contact details) is hidden, so it texts nobody.
 */
export function registerChannelTextsKind() {
  registerNotificationKind(CHANNEL_TEXTS_KEY, {
    label: 'New posts in channels you get texts from',
    inApp: false,
    channels: { sms: true },
    describe: (n) => ({
      text: `New posts in ${String(n.payload.channelTitle)}`,
      href: String(n.payload.href),
    }),
    smsText: (n) => {
      const where =
        typeof n.payload.worldName === 'string' ? ` (${n.payload.worldName.slice(0, 60)})` : ''
      return `Peerhaven: new posts in ${String(n.payload.channelTitle).slice(0, 80)}${where}. Read them: ${new URL(String(n.payload.href), appUrl)}`
    },
  })
}

type RecentPost = { channelId: number; authorId: number; createdAt: DateTime }

/** The recent visible posts of channels at least one member asked texts for, oldest first. */
async function recentPostsOfTextedChannels(since: DateTime): Promise<RecentPost[]> {
  const rows = await db
    .from('posts as p')
    .join('channels as c', 'c.id', 'p.channel_id')
    .whereIn(
      'p.channel_id',
      // Served by the partial index channel_members_texting (migration 0501).
      db.from('channel_members').whereRaw('enable_text_notifications = true').distinct('channel_id')
    )
    .whereNull('p.parent_post_id')
    .where('p.created_at', '>', sqlTime(since))
    .where('p.status', 'published')
    .whereNull('p.hidden_at')
    .whereNull('c.archived_at')
    .orderBy('p.created_at', 'asc')
    .select('p.channel_id', 'p.user_id', 'p.created_at')
  return rows.map((row) => ({
    channelId: Number(row.channel_id),
    authorId: Number(row.user_id),
    createdAt: fromDbTime(row.created_at)!,
  }))
}

function textKey(channelId: number, userId: number, postedAt: DateTime) {
  return `channel-texts:${channelId}:${userId}:${postedAt.toUTC().toFormat("yyyy-LL-dd'T'HH")}`
}

/**
 * One sweep: for each recent post in a channel with texting members, the members who asked,
 * may read the channel, did not write the post and were not yet texted for that hour.
 * Idempotent (notify's key); answers how many were notified.
 */
export async function textChannelMembers(now: DateTime = DateTime.utc()): Promise<number> {
  const posts = await recentPostsOfTextedChannels(now.minus({ minutes: LOOKBACK_MINUTES }))
  let notified = 0
  const done = new Set<string>()
  for (const post of posts) {
    const world = await worldOfChannel(post.channelId)
    if (world === undefined) continue
    const members = await db
      .from('channel_members as cm')
      .join('users as u', 'u.id', 'cm.user_id')
      .where('cm.channel_id', post.channelId)
      .whereRaw('cm.enable_text_notifications = true')
      .whereNot('cm.user_id', post.authorId)
      .whereNull('u.deleted_at')
      .orderBy('cm.user_id')
      .limit(MEMBERS_PER_SWEEP)
      .select('cm.user_id')
    const keys = members
      .map((member) => textKey(post.channelId, Number(member.user_id), post.createdAt))
      .filter((key) => !done.has(key))
    if (keys.length === 0) continue
    const alreadyTexted = await db
      .from('notifications')
      .whereIn('idempotency_key', keys)
      .select('idempotency_key')
    const sent = new Set(alreadyTexted.map((row) => String(row.idempotency_key)))
    for (const key of keys) {
      done.add(key)
      if (sent.has(key)) continue
      const userId = Number(key.split(':')[2])
      if (await textTo(userId, post.channelId, world, key)) notified++
    }
  }
  return notified
}

/** The channel's world, null for a global channel, undefined when the world is gone (soft-deleted). */
async function worldOfChannel(channelId: number): Promise<World | null | undefined> {
  const row = await db.from('channels').where('id', channelId).select('world_id').first()
  if (!row?.world_id) return null
  return (await World.find(row.world_id)) ?? undefined
}

async function textTo(
  userId: number,
  channelId: number,
  world: World | null,
  idempotencyKey: string
) {
  const user = await User.find(userId)
  if (!user) return false
  const located = await locateChannel(world, channelId, user)
  if (!located || !seesChannel(located.place, located.standing)) return false
  const { channel } = located.place
  await notify(
    {
      key: CHANNEL_TEXTS_KEY,
      userId,
      worldId: channel.worldId,
      payload: {
        channelTitle: channel.title,
        worldName: world?.title ?? null,
        href: channelHref(located.place),
      },
      idempotencyKey,
    },
    { client: db.connection() }
  )
  return true
}

registerSweepTask('community.channel-texts', () => textChannelMembers())
