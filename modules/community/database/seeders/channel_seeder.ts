import { DateTime } from 'luxon'
import { User } from '#modules/identity/index'
import { World } from '#modules/worlds/index'
import Channel from '../../models/channel.js'
import Post, { freshPost } from '../../models/post.js'
import type { ChannelType, ChannelVisibility } from '../../shared/values.js'
import type { MemberLevel } from '#modules/worlds/index'

type ChannelSeed = { title: string; description: string; type: ChannelType; visibility: ChannelVisibility; worldLevel: MemberLevel }

/** Every world starts with these channels (decision: the spec names none). */
export const STARTER_CHANNELS: ChannelSeed[] = [
  { title: 'General', description: 'Anything about this world: say hi, share news, find study partners.', type: 'discussion', visibility: 'public', worldLevel: 'member' },
  { title: 'Questions', description: 'Stuck on a problem? Ask here and tutors and learners will help.', type: 'questions', visibility: 'public', worldLevel: 'member' },
  { title: 'Introductions', description: 'New here? Tell everyone who you are and what you want to learn.', type: 'introductions', visibility: 'public', worldLevel: 'member' },
  { title: 'Tutor lounge', description: 'For the world’s tutors: plan sessions and share what works.', type: 'discussion', visibility: 'private', worldLevel: 'tutor' },
]

/** Creates the starter channels in each world that has none yet (idempotent). */
export async function seedChannels() {
  const worlds = await World.query().orderBy('position')
  for (const world of worlds) {
    const existing = await Channel.query().where('world_id', world.id).first()
    if (existing) continue
    await Channel.createMany(STARTER_CHANNELS.map((seed, position) => ({ ...seed, worldId: world.id, position, archivedAt: null })))
  }
}

const paragraph = (text: string) => ({ serialization_method: 'slate_json_v1' as const, content: [{ type: 'paragraph' as const, children: [{ text }] }] })

/** A few demo posts and comments in the Hub (local and demo databases; skipped once present). */
export async function seedDemoPosts() {
  const hub = await World.findBy('slug', 'hub')
  if (!hub) return
  const channels = await Channel.query().where('world_id', hub.id)
  const byType = (type: ChannelType) => channels.find((channel) => channel.type === type)
  const [introductions, questions] = [byType('introductions'), byType('questions')]
  if (!introductions || !questions || (await Post.query().where('world_id', hub.id).first())) return
  const people = await User.query().whereIn('username', ['demo_learner', 'demo_tutor', 'demo_admin'])
  const who = (username: string) => people.find((user) => user.username === username)
  const [learner, tutor, admin] = [who('demo_learner'), who('demo_tutor'), who('demo_admin')]
  if (!learner || !tutor || !admin) return
  const at = (hoursAgo: number) => DateTime.utc().minus({ hours: hoursAgo })
  const write = async (userId: number, channel: Channel, type: Post['type'], text: string, hoursAgo: number, parent: Post | null = null) => {
    const post = await Post.create({
      ...freshPost({ type, userId, worldId: hub.id, channelId: channel.id, sessionId: null, seriesId: null, parentPostId: parent?.id ?? null, body: paragraph(text) }),
      createdAt: at(hoursAgo),
    })
    if (parent) await Post.query().where('id', parent.id).increment('comment_count', 1)
    return post
  }
  await write(admin.id, introductions, 'introduction', 'Welcome to the Hub! Introduce yourself here: what are you studying, and what would you like help with?', 70)
  await write(tutor.id, introductions, 'introduction', 'Hi everyone, I am Theo. I tutor SAT math and love geometry puzzles.', 50)
  const question = await write(learner.id, questions, 'user-post', 'How do you remember the difference between permutations and combinations?', 20)
  await write(tutor.id, questions, 'comment', 'Ask yourself whether the order matters. If it does, it is a permutation; if not, a combination.', 18, question)
  await write(learner.id, questions, 'comment', 'That helps, thank you!', 17, question)
}
