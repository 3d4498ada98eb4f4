import { useCallback, useEffect, useState } from 'react'
import { Paper, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { useLiveChannel } from '~/lib/live'
import type { PostItem } from '../../transformers/post_transformer'
import { PostCard } from '../components/post_card'
import { PostComposer } from '../components/post_composer'

type Thread = {
  posts: PostItem[]
  hasMore: boolean
  canPost: boolean
  mentionsWithin: { type: string; id: number } | null
  live: string
}

/**
 * A session's or series' discussion (community fills `session.sections` / `series.sections`).
 * The page only names it; the thread comes from GET /community/discussions/session/:id (or series), which
 * answers 404 to anyone but its registrants, hosts and staff: then nothing is shown. New posts
 * and comments arrive live.
 */
export default function Discussion({ kind, id }: { kind: 'session' | 'series'; id: number }) {
  const [thread, setThread] = useState<Thread | null>(null)
  const [state, setState] = useState<'loading' | 'shown' | 'none'>('loading')
  const source =
    kind === 'session'
      ? urlFor('community.threads.show_session', { id })
      : urlFor('community.threads.show_series', { id })
  const action =
    kind === 'session'
      ? urlFor('community.threads.store_session', { id })
      : urlFor('community.threads.store_series', { id })

  const load = useCallback(async () => {
    const response = await fetch(source, { headers: { accept: 'application/json' } }).catch(
      () => null
    )
    if (!response?.ok) return setState((previous) => (previous === 'shown' ? previous : 'none'))
    setThread((await response.json()) as Thread)
    setState('shown')
  }, [source])

  useEffect(() => {
    void load()
  }, [load])
  useLiveChannel(thread?.live ?? null, () => void load())

  // Nothing until the thread is known to be the viewer's: outsiders never see the section.
  if (state !== 'shown' || !thread) return null
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${kind}-discussion`} mt="xl">
      <Title order={2} size="h3" id={`${kind}-discussion`}>
        Discussion
      </Title>
      <Text size="sm" c="dimmed">
        Only the {kind}'s learners and hosts can read and write here.
      </Text>
      {thread.canPost && (
        <Paper withBorder radius="md" p="md">
          <PostComposer
            action={action}
            label="Write to the group"
            variant="simple"
            submitLabel="Post"
            mentionsWithin={thread.mentionsWithin}
            onDone={() => void load()}
          />
        </Paper>
      )}
      {thread.posts.length === 0 ? (
        <Text c="dimmed">No messages yet.</Text>
      ) : (
        thread.posts.map((post) => (
          <PostCard key={post.id} post={post} mentionsWithin={thread.mentionsWithin} />
        ))
      )}
      {thread.hasMore && (
        <Text size="sm" c="dimmed">
          Older messages are not shown.
        </Text>
      )}
    </Stack>
  )
}
