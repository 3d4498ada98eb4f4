import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '@mantine/core'
import { IconCheck, IconPlus } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'

/** Follow / Following toggle for a topic (POST or DELETE /topics/:id/follow). */
export function FollowButton({ topicId, topicName, following }: { topicId: number; topicName: string; following: boolean }) {
  const [busy, setBusy] = useState(false)
  const options = { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) }
  return following ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconCheck size={14} aria-hidden />}
      loading={busy}
      aria-label={`Unfollow ${topicName}`}
      aria-pressed
      onClick={() => router.delete(urlFor('topic_follows.destroy', { id: topicId }), options)}
    >
      Following
    </Button>
  ) : (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPlus size={14} aria-hidden />}
      loading={busy}
      aria-label={`Follow ${topicName}`}
      aria-pressed={false}
      onClick={() => router.post(urlFor('topic_follows.store', { id: topicId }), {}, options)}
    >
      Follow
    </Button>
  )
}
