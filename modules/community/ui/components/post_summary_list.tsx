import { Link } from '@inertiajs/react'
import { Card, Group, Stack, Text } from '@mantine/core'
import { useZone, instantText } from '~/lib/time'
import type { Data } from '~generated/data'

/** Latest posts in a feed: excerpt, author, place, time, comment count; each opens its post. */
export function PostSummaryList({ posts, empty }: { posts: Data.Community.PostSummary[]; empty: string }) {
  const zone = useZone()
  if (posts.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <Stack gap="xs">
      {posts.map((post) => (
        <Card key={post.id} withBorder radius="md" padding="sm" component={Link} href={post.href}>
          <Text lineClamp={2}>{post.excerpt || 'A post'}</Text>
          <Group gap={6} mt={4} wrap="wrap">
            <Text size="xs" c="dimmed">
              {post.authorName} in {post.placeTitle} · {instantText(post.createdAt, zone)}
              {post.commentCount > 0 && ` · ${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  )
}
