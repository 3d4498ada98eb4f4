/* The public server surface of community (spec 001 §3.2 channels and posts). */
import { declareLiveChannels } from './live.js'
import { registerMentionKind } from './mentions.js'
import { registerChannelTextsKind } from './channel_texts.js'

export { default as Channel } from './models/channel.js'
export { default as ChannelMember } from './models/channel_member.js'
export { default as Post } from './models/post.js'
export { default as PostEvent } from './models/post_event.js'
export { default as PostFeedback } from './models/post_feedback.js'
export { default as PostFeedbackFeatured } from './models/post_feedback_featured.js'
export * from './shared/index.js'
// Moderation and post feedback (issue 10 §2).
export { default as WorldModerationPolicy } from './policies/world_moderation_policy.js'
export { default as PostFeedbackPolicy } from './policies/post_feedback_policy.js'
export { default as AuthorFeedbackTransformer } from './transformers/author_feedback_transformer.js'
export { feedbackForAuthor, featuredPostFeedback } from './queries/post_feedback.js'
export { COMMENTS_PAGE } from './admin_pages.js'

declareLiveChannels()
registerMentionKind()
registerChannelTextsKind()
