import { Paper, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import type { PostItem } from '../../transformers/post_transformer'
import { PostCard } from '../components/post_card'
import { PostComposer } from '../components/post_composer'
import { useLiveReload } from '../components/use_live_reload'

type Props = {
  kind: 'session' | 'series'
  id: number
  posts: PostItem[]
  hasMore: boolean
  canPost: boolean
  mentionsWithin: { type: string; id: number } | null
  live: string
}

/**
 * A session's or series' discussion (community fills `session.sections` / `series.sections`):
 * only its registrants, hosts and staff get this section at all. New posts arrive live.
 */
export default function Discussion({ kind, id, posts, hasMore, canPost, mentionsWithin, live }: Props) {
  useLiveReload(live, ['sections'])
  const action = kind === 'session' ? urlFor('community.threads.store_session', { id }) : urlFor('community.threads.store_series', { id })
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${kind}-discussion`} mt="xl">
      <Title order={2} size="h3" id={`${kind}-discussion`}>
        Discussion
      </Title>
      <Text size="sm" c="dimmed">
        Only the {kind}'s learners and hosts can read and write here.
      </Text>
      {canPost && (
        <Paper withBorder radius="md" p="md">
          <PostComposer action={action} label="Write to the group" variant="simple" submitLabel="Post" mentionsWithin={mentionsWithin} />
        </Paper>
      )}
      {posts.length === 0 ? (
        <Text c="dimmed">No messages yet.</Text>
      ) : (
        posts.map((post) => <PostCard key={post.id} post={post} mentionsWithin={mentionsWithin} />)
      )}
      {hasMore && (
        <Text size="sm" c="dimmed">
          Older messages are not shown.
        </Text>
      )}
    </Stack>
  )
}
