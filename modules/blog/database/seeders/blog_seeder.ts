import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { User } from '#modules/identity/index'
import type { SlateNode } from '#modules/rich_text/index'
import BlogArticle from '../../models/blog_article.js'
import { replaceAuthors } from '../../actions/replace_authors.js'

type Block = string | { heading: string } | { list: string[] }

function slate(blocks: Block[]): SlateNode[] {
  return blocks.map((block) => {
    if (typeof block === 'string') return { type: 'paragraph', children: [{ text: block }] }
    if ('heading' in block) return { type: 'heading', level: 2, children: [{ text: block.heading }] }
    return {
      type: 'bulleted-list',
      children: block.list.map((item) => ({ type: 'list-item', children: [{ type: 'paragraph', children: [{ text: item }] }] })),
    }
  })
}

type ArticleSeed = {
  slug: string
  title: string
  excerpt: string
  metaDescription: string
  category: string
  pinnedTo: string | null
  /** Days before today it was published; null: a draft. */
  publishedDaysAgo: number | null
  body: Block[]
}

const ARTICLES: ArticleSeed[] = [
  {
    slug: 'how-a-peerhaven-session-works',
    title: 'How a Peerhaven session works, from sign-up to wrap-up',
    excerpt: 'Small groups, a trained volunteer tutor and a clear plan: here is what happens before, during and after a live session.',
    metaDescription: 'What to expect in a Peerhaven live tutoring session: registering, joining, taking part and giving feedback.',
    category: 'how-it-works',
    pinnedTo: 'all',
    publishedDaysAgo: 21,
    body: [
      'Every Peerhaven session is a live, small-group meeting led by a volunteer tutor who has been trained and certified in the topic. Most sessions last an hour and have at most a handful of learners, so everyone gets a chance to ask questions.',
      { heading: 'Before the session' },
      'Find a session on the Learn menu by course or world, read its description and register. You will get a reminder before it starts, and the session page shows the plan and anything to prepare.',
      { heading: 'During the session' },
      {
        list: [
          'Join a few minutes early from the session page.',
          'Keep your camera optional and your personal details private.',
          'Ask when something is unclear: the tutor is there for exactly that.',
        ],
      },
      { heading: 'After the session' },
      'Share a quick rating and a note for your tutor. Feedback helps tutors improve and helps us spot anything that needs attention.',
    ],
  },
  {
    slug: 'tutor-spotlight-maya',
    title: 'Tutor spotlight: Maya on turning “I don’t get it” into “oh!”',
    excerpt: 'Maya has hosted more than eighty algebra sessions. We asked her what makes a session click.',
    metaDescription: 'Meet Maya, a Peerhaven volunteer algebra tutor, and her advice for patient, practical peer tutoring.',
    category: 'tutor-spotlight',
    pinnedTo: null,
    publishedDaysAgo: 9,
    body: [
      'Maya started tutoring in her first year of college, after a friend asked for help with quadratic equations the night before a test. Two years later she is one of our most requested algebra tutors.',
      { heading: 'Start from what learners already know' },
      '“I always begin by asking someone to solve a problem they find easy. Then we change one thing at a time. Nobody feels lost, and they can see how far they have come.”',
      { heading: 'Questions are the point' },
      '“The best sessions are the noisy ones. If a learner asks why, that is my favourite moment of the hour.”',
      'Thank you, Maya, for the time and care you give to our community.',
    ],
  },
  {
    slug: 'how-we-keep-sessions-safe',
    title: 'How we keep sessions safe for learners',
    excerpt: 'Certified tutors, recorded sessions, community guidelines and a team that reads every report.',
    metaDescription: 'The safety measures behind every Peerhaven session: tutor certification, guidelines, recording and reporting.',
    category: 'safety',
    pinnedTo: 'safety',
    publishedDaysAgo: 4,
    body: [
      'Most of our learners are between 13 and 18. Everything we build starts from that fact.',
      {
        list: [
          'Tutors complete training and a certification before they host.',
          'Sessions are group sessions on the platform, never private calls.',
          'Other people only ever see a learner’s first name and last initial.',
          'Anyone can report a concern from any page; our safety team reviews every report.',
        ],
      },
      'If something feels wrong, use “Share Safety Concern” in the account menu. You do not need to be sure; telling us is always the right call.',
    ],
  },
  {
    slug: 'study-spaces-are-coming',
    title: 'Study spaces are coming',
    excerpt: 'Quiet, shared study time with peers. A sneak peek at what we are building next.',
    metaDescription: 'A first look at Peerhaven study spaces: shared, focused study time with peers.',
    category: 'news',
    pinnedTo: null,
    publishedDaysAgo: null,
    body: ['We are building study spaces: drop-in rooms where learners study side by side, with a tutor nearby for quick questions. More soon.'],
  },
]

/** Creates or updates the demo articles (by slug), credited to the demo admin. Idempotent. */
export async function seedBlog() {
  const author = await User.findBy('username', 'demo_admin')
  if (!author) return
  const today = DateTime.utc().startOf('hour')
  for (const seed of ARTICLES) {
    await db.transaction(async (trx) => {
      const article = await BlogArticle.updateOrCreate(
        { slug: seed.slug },
        {
          userId: author.id,
          title: seed.title,
          excerpt: seed.excerpt,
          metaDescription: seed.metaDescription,
          category: seed.category,
          pinnedTo: seed.pinnedTo,
          imageUrl: null,
          body: { serialization_method: 'slate_json_v1', content: slate(seed.body) },
          publishedAt: seed.publishedDaysAgo === null ? null : today.minus({ days: seed.publishedDaysAgo }),
        },
        { client: trx }
      )
      await replaceAuthors(article.id, [author.id], trx)
    })
  }
}
