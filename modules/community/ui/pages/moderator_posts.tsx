import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Menu, Pagination, SegmentedControl, Stack, Text } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { ModeratorShell, type ModeratorTab } from '../../../worlds/ui/index'
import { ModeratedPostCard } from '../components/moderated_post_card'
import { NoteDialog } from '../components/note_dialog'

type Post = Data.Community.ModeratedPost
type Filter = 'all' | 'hidden' | 'pinned'

type Props = {
  world: Data.Worlds.World
  posts: Post[]
  postsMeta: { total: number; currentPage: number; lastPage: number }
  filter: Filter
  tabs: ModeratorTab[]
}

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'pinned', label: 'Pinned' },
]

/** community/moderator_posts — /w/:worldSlug/moderator/posts: hide, unhide, pin and unpin. */
export default function ModeratorPosts({ world, posts, postsMeta, filter, tabs }: Props) {
  const [confirming, setConfirming] = useState<{ post: Post; hide: boolean } | null>(null)
  const [processing, setProcessing] = useState(false)
  const params = (post: Post) => ({ worldSlug: world.slug, postId: post.id })
  const send = (url: string, data: Record<string, string> = {}) => {
    setProcessing(true)
    router.post(url, data, { preserveScroll: true, onFinish: () => { setProcessing(false); setConfirming(null) } })
  }

  return (
    <ModeratorShell world={world} tabs={tabs} active="posts" title={`Posts in ${world.title}`} description="Posts and comments in the world's channels, newest first.">
      <Stack gap="md">
        <SegmentedControl
          aria-label="Show"
          data={FILTERS}
          value={filter}
          onChange={(value) => router.get(urlFor('moderator_posts.index', { worldSlug: world.slug }), { filter: value === 'all' ? undefined : value })}
          style={{ alignSelf: 'flex-start' }}
        />
        {posts.length === 0 ? (
          <Text c="dimmed">{filter === 'all' ? 'No posts yet.' : `No ${filter} posts.`}</Text>
        ) : (
          <Stack gap="xs" component="section" aria-label="Posts">
            {posts.map((post) => (
              <ModeratedPostCard key={post.id} post={post}>
                {!post.isComment &&
                  (post.pinnedScope ? (
                    <Button size="xs" variant="default" loading={processing} onClick={() => send(urlFor('moderator_posts.unpin', params(post)))}>
                      Unpin
                    </Button>
                  ) : (
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                          Pin
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => send(urlFor('moderator_posts.pin', params(post)), { scope: 'channel' })}>To the top of its channel</Menu.Item>
                        <Menu.Item onClick={() => send(urlFor('moderator_posts.pin', params(post)), { scope: 'world' })}>To the top of the world</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  ))}
                <Button size="xs" color={post.hiddenAt ? undefined : 'red'} variant={post.hiddenAt ? 'default' : 'light'} onClick={() => setConfirming({ post, hide: !post.hiddenAt })}>
                  {post.hiddenAt ? 'Unhide' : 'Hide'}
                </Button>
              </ModeratedPostCard>
            ))}
          </Stack>
        )}
        {postsMeta.lastPage > 1 && (
          <Pagination
            total={postsMeta.lastPage}
            value={postsMeta.currentPage}
            onChange={(page) => router.get(urlFor('moderator_posts.index', { worldSlug: world.slug }), { filter: filter === 'all' ? undefined : filter, page })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        )}
      </Stack>
      <NoteDialog
        key={confirming ? `${confirming.post.id}-${confirming.hide}` : 'closed'}
        opened={confirming !== null}
        title={confirming?.hide ? 'Hide from everyone but moderators?' : 'Show to everyone again?'}
        confirmLabel={confirming?.hide ? 'Hide' : 'Unhide'}
        color={confirming?.hide ? 'red' : undefined}
        processing={processing}
        onClose={() => setConfirming(null)}
        onConfirm={(note) => confirming && send(urlFor(confirming.hide ? 'moderator_posts.hide' : 'moderator_posts.unhide', params(confirming.post)), { note })}
      />
    </ModeratorShell>
  )
}
