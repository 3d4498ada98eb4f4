import type { User } from '#modules/identity/index'
import type Post from '../models/post.js'
import type { ChannelPlace, Place } from '../policies/place_rules.js'
import { moderatesPlace } from '../policies/place_rules.js'
import ChannelTransformer from '../transformers/channel_transformer.js'
import PostTransformer from '../transformers/post_transformer.js'
import { placeLiveChannel } from '../post_links.js'
import type { Located } from './places.js'
import { withComments } from './post_threads.js'
import { feedbackForAuthor } from './post_feedback.js'
import AuthorFeedbackTransformer from '../transformers/author_feedback_transformer.js'

/** The post page's props: the post with every visible comment, its channel and world. */
export async function postPageProps(post: Post, located: Located, viewer: User | null) {
  const place = located.place as ChannelPlace
  const [entry] = await withComments([post], located, viewer, null)
  return {
    world: place.world ? { slug: place.world.slug, title: place.world.title } : null,
    channel: ChannelTransformer.transform(place.channel),
    post: PostTransformer.transform(entry, place as Place),
    canModerate: moderatesPlace(place, located.standing),
    mentionsWithin: place.world ? { type: 'world', id: place.world.id } : null,
    live: placeLiveChannel(place),
    // Staff feedback on the viewer's own post (moderation: rating and note only).
    feedback: AuthorFeedbackTransformer.transform(viewer && viewer.id === post.userId ? await feedbackForAuthor(viewer.id, [post.id]) : []),
  }
}
