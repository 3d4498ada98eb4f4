import { useEffect } from 'react'
import { Head, Link } from '@inertiajs/react'
import { Anchor, Breadcrumbs, Container, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import type { PostItem } from '../../transformers/post_transformer'
import { PostCard } from '../components/post_card'
import { useLiveReload } from '../components/use_live_reload'
import { AuthorFeedback } from '../components/author_feedback'

type Props = {
  world: { slug: string; title: string } | null
  channel: Data.Community.Channel
  post: PostItem
  canModerate: boolean
  mentionsWithin: { type: string; id: number } | null
  live: string
  feedback: Data.Community.AuthorFeedback[]
}

/** community/post — /w/:worldSlug/p/:postId: one post with all its comments. */
export default function PostPage({ world, channel, post, mentionsWithin, live, feedback }: Props) {
  useLiveReload(live, ['post'])
  useEffect(() => {
    const target = window.location.hash.slice(1)
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'start' })
  }, [])
  const channelHref = world ? urlFor('community.channels.show', { worldSlug: world.slug, channelId: channel.id }) : urlFor('community.global_channels.show', { channelId: channel.id })
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Head title={`${post.excerpt.slice(0, 60) || 'Post'} · ${channel.title}`} />
      <Stack gap="lg">
        <Breadcrumbs separator="›">
          {world && (
            <Anchor component={Link} href={urlFor('worlds.show', { worldSlug: world.slug })}>
              {world.title}
            </Anchor>
          )}
          <Anchor component={Link} href={channelHref}>
            {channel.title}
          </Anchor>
          <Text span>Post</Text>
        </Breadcrumbs>
        <VisuallyHidden component="h1">
          Post by {post.author.displayName} in {channel.title}
        </VisuallyHidden>
        <PostCard post={post} mentionsWithin={mentionsWithin} />
        <AuthorFeedback feedback={feedback} />
      </Stack>
    </Container>
  )
}
