import { router } from '@inertiajs/react'
import { Button, Stack, Text } from '@mantine/core'
import { IconArrowBigUp, IconArrowBigUpFilled } from '@tabler/icons-react'
import { urlFor } from '~/lib/routes'

type Props = { ideaId: number; title: string; count: number; voted: boolean; disabled: boolean; reason?: string }

/** The upvote toggle with the count beside it (a pressed button while the viewer votes for it). */
export function VoteButton({ ideaId, title, count, voted, disabled, reason }: Props) {
  const Icon = voted ? IconArrowBigUpFilled : IconArrowBigUp
  return (
    <Stack gap={2} align="center" miw={56}>
      <Button
        variant={voted ? 'filled' : 'default'}
        size="compact-md"
        px={8}
        aria-pressed={voted}
        aria-label={`${voted ? 'Remove your upvote from' : 'Upvote'} “${title}”`}
        title={disabled ? reason : undefined}
        disabled={disabled}
        onClick={() => router.post(urlFor('ideas.vote', { id: ideaId }), {}, { preserveScroll: true })}
      >
        <Icon size={20} aria-hidden />
      </Button>
      <Text size="sm" fw={700} aria-label={`${count} ${count === 1 ? 'vote' : 'votes'}`}>
        {count}
      </Text>
    </Stack>
  )
}
