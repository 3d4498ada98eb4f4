import { useEffect } from 'react'
import { Head, Link, router } from '@inertiajs/react'
import { Anchor, Badge, Breadcrumbs, Button, Container, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { IconArchive, IconLock } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import type { PostItem } from '../../transformers/post_transformer'
import { PostCard } from '../components/post_card'
import { ComposerNote, PostComposer } from '../components/post_composer'
import { useLiveReload } from '../components/use_live_reload'

type Props = {
  world: { slug: string; title: string } | null
  channel: Data.Community.Channel
  posts: PostItem[]
  focus: PostItem | null
  page: number
  hasMore: boolean
  viewer: { signedIn: boolean; canPost: boolean; postRefusal: string | null; isMember: boolean; canModerate: boolean; textNotifications: boolean; lastViewedAt: string | null }
  mentionsWithin: { type: string; id: number } | null
  live: string
}

function channelUrl(world: Props['world'], channelId: number) {
  return world ? urlFor('community.channels.show', { worldSlug: world.slug, channelId }) : urlFor('community.global_channels.show', { channelId })
}

function Composer({ world, channel, viewer, mentionsWithin }: Pick<Props, 'world' | 'channel' | 'viewer' | 'mentionsWithin'>) {
  if (!viewer.signedIn) {
    return (
      <ComposerNote>{world ? `Sign in and join ${world.title} to post.` : 'Sign in to post.'}</ComposerNote>
    )
  }
  if (!viewer.canPost) return <ComposerNote>{viewer.postRefusal ?? 'You cannot post here.'}</ComposerNote>
  const introductions = channel.type === 'introductions'
  const action = world ? urlFor('community.posts.store', { worldSlug: world.slug, channelId: channel.id }) : urlFor('community.global_channels.posts', { channelId: channel.id })
  return (
    <Paper withBorder radius="md" p="md">
      <PostComposer
        action={action}
        label={introductions ? 'Introduce yourself' : `Post in ${channel.title}`}
        variant="full"
        submitLabel={introductions ? 'Post introduction' : 'Post'}
        mentionsWithin={mentionsWithin}
        extra={{ type: introductions ? 'introduction' : 'user-post' }}
      />
    </Paper>
  )
}

/** community/channel — /w/:worldSlug/c/:channelId: the channel's posts, newest first, with comments. */
export default function ChannelPage({ world, channel, posts, focus, page, hasMore, viewer, mentionsWithin, live }: Props) {
  useLiveReload(live, ['posts', 'focus', 'hasMore'])
  const here = channelUrl(world, channel.id)

  // ?p=postId (or a #post- / #comment- anchor) opens the page at that post.
  useEffect(() => {
    const target = focus ? `post-${focus.id}` : window.location.hash.slice(1)
    if (target) document.getElementById(target)?.scrollIntoView({ block: 'start' })
  }, [focus])

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Head title={world ? `${channel.title} · ${world.title}` : channel.title} />
      <Stack gap="lg">
        <Stack gap={6}>
          <Breadcrumbs separator="›">
            {world ? (
              <Anchor component={Link} href={urlFor('worlds.show', { worldSlug: world.slug })}>
                {world.title}
              </Anchor>
            ) : (
              <Anchor component={Link} href={urlFor('community.index')}>
                Community
              </Anchor>
            )}
            <Text span>{channel.title}</Text>
          </Breadcrumbs>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Group gap="xs">
                <Title order={1}>{channel.title}</Title>
                {channel.visibility === 'private' && (
                  <Badge variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                    Private
                  </Badge>
                )}
                {channel.archived && (
                  <Badge variant="outline" color="gray" leftSection={<IconArchive size={12} aria-hidden />}>
                    Archived
                  </Badge>
                )}
              </Group>
              {channel.description && <Text c="dimmed">{channel.description}</Text>}
            </Stack>
            {viewer.signedIn && world && (
              <Switch
                label="Text me about new posts"
                description={
                  <>
                    At most one text an hour, to your verified phone (
                    <Anchor component={Link} href="/settings/notifications" size="xs" underline="always">
                      text settings
                    </Anchor>
                    )
                  </>
                }
                checked={viewer.textNotifications}
                onChange={(event) =>
                  router.put(urlFor('community.channels.notifications', { worldSlug: world.slug, channelId: channel.id }), { enabled: event.currentTarget.checked }, { preserveScroll: true, only: ['viewer'] })
                }
              />
            )}
          </Group>
        </Stack>

        {page === 1 && <Composer world={world} channel={channel} viewer={viewer} mentionsWithin={mentionsWithin} />}

        {focus && <PostCard post={focus} mentionsWithin={mentionsWithin} linkToAllComments highlighted />}

        <Stack gap="md" component="section" aria-label="Posts">
          {posts.length === 0 ? (
            <Text c="dimmed">{page === 1 ? 'No posts yet. Start the conversation!' : 'No more posts.'}</Text>
          ) : (
            posts.map((post) => <PostCard key={post.id} post={post} mentionsWithin={mentionsWithin} linkToAllComments />)
          )}
        </Stack>

        {(page > 1 || hasMore) && (
          <Group justify="space-between">
            {page > 1 ? (
              <Button variant="default" component={Link} href={`${here}?page=${page - 1}`}>
                Newer posts
              </Button>
            ) : (
              <span />
            )}
            {hasMore && (
              <Button variant="default" component={Link} href={`${here}?page=${page + 1}`}>
                Older posts
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Container>
  )
}
