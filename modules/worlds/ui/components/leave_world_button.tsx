import { useState, type FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'

const LEFT_REASON_MAX = 280

/** "Leave world" with an optional reason, confirmed in a dialog (POST /w/:slug/leave). */
export function LeaveWorldButton({ slug, title, membersOnly }: { slug: string; title: string; membersOnly: boolean }) {
  const [opened, setOpened] = useState(false)
  const form = useForm<{ left_reason: string }>({ left_reason: '' })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(`/w/${slug}/leave`, {
      preserveScroll: true,
      onSuccess: () => {
        setOpened(false)
        form.reset()
      },
    })
  }

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Leave
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Leave ${title}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {membersOnly
                ? 'This world is for members only: after leaving you will need a moderator to add you again.'
                : 'You can join again at any time.'}
            </Text>
            <Textarea
              label="Why are you leaving? (optional)"
              description={`Up to ${LEFT_REASON_MAX} characters. Moderators use it to make the world better.`}
              autosize
              minRows={2}
              maxLength={LEFT_REASON_MAX}
              value={form.data.left_reason}
              onChange={(event) => form.setData('left_reason', event.currentTarget.value)}
              error={form.errors.left_reason}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                Stay
              </Button>
              <Button type="submit" color="red" loading={form.processing}>
                Leave {title}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
