import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { instantText, useZone } from '~/lib/time'
import type { Data } from '~generated/data'

type Post = Data.Community.ModeratedPost

/** A post or comment as the moderator pages show it: excerpt, author, channel, state, and the page's actions. */
export function ModeratedPostCard({ post, children, footer }: { post: Post; children?: ReactNode; footer?: ReactNode }) {
  const zone = useZone()
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${post.isComment ? 'Comment' : 'Post'} by ${post.authorName}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text span fw={600} c="var(--mantine-color-text)">
              {post.authorName}
            </Text>
            {post.channelTitle ? ` in ${post.channelTitle}` : ''} · {instantText(post.createdAt, zone)}
          </Text>
          <Group gap={4}>
            {post.isComment && <Badge variant="light" color="gray">Comment</Badge>}
            {post.hiddenAt && <Badge color="red">Hidden</Badge>}
            {post.pinnedScope && <Badge variant="light">Pinned to the {post.pinnedScope}</Badge>}
          </Group>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{post.excerpt || <em>(no text)</em>}</Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} href={post.href} size="sm">
            Open {post.isComment ? 'the post' : 'post'}
          </Anchor>
          {children && <Group gap="xs">{children}</Group>}
        </Group>
        {footer}
      </Stack>
    </Paper>
  )
}
