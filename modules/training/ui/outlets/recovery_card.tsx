import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { Badge, Button, Checkbox, Group, Modal, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'

type Props = {
  slug: string
  title: string
  excerpt: string
  description: string
  notice: string
  assignmentNote: string | null
  timeEstimateMinutes: number
  points: number
  link: string | null
  started: boolean
}

/**
 * The recovery training card on the user_maybe_suspended screen (spec 000 §2.3): clicking it opens
 * a dialog with the notice, the assignment note, the description, the points and Start/Review
 * Training; confirming completion restores the account.
 */
export default function RecoveryCard({ slug, title, excerpt, description, notice, assignmentNote, timeEstimateMinutes, points, link, started }: Props) {
  const [open, setOpen] = useState(false)
  const form = useForm({ acknowledged: false })
  const errors = useFormErrors(form)
  return (
    <>
      <Paper withBorder radius="md" p="md" w="100%" ta="left">
        <UnstyledButton onClick={() => setOpen(true)} w="100%" aria-haspopup="dialog">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{title}</Text>
              <Badge color="orange" variant="light">
                {notice}
              </Badge>
            </Group>
            <Text size="sm">{excerpt}</Text>
            <Text size="xs" c="dimmed">
              About {timeEstimateMinutes} minutes · {points} points
            </Text>
          </Stack>
        </UnstyledButton>
      </Paper>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} centered>
        <Stack gap="sm">
          <Text fw={600}>{notice}</Text>
          {assignmentNote && <Text size="sm">{assignmentNote}</Text>}
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {description}
          </Text>
          <Text size="sm">Completing it earns {points} points.</Text>
          {link && (
            <Button component="a" href={link} target="_blank" rel="noopener noreferrer" variant="light">
              {started ? 'Review Training' : 'Start Training'}
            </Button>
          )}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              form.post(urlFor('training.recover', { slug }))
            }}
          >
            <Stack gap="xs">
              <Checkbox
                label="I have completed this training"
                checked={form.data.acknowledged}
                onChange={(event) => form.setData('acknowledged', event.currentTarget.checked)}
                error={errorOf(errors, 'acknowledged')}
              />
              <Button type="submit" loading={form.processing} disabled={!form.data.acknowledged}>
                Finish and restore my account
              </Button>
            </Stack>
          </form>
        </Stack>
      </Modal>
    </>
  )
}
