import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { Anchor, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { urlFor } from '~/lib/routes'
import { acknowledgementMatches, ADMIN_MESSAGE_TEXTS, DISPUTE_MAX } from '../../shared/index.js'

type Props = { id: number; type: string; content: string; acknowledgmentText: string | null; detectedIssueId: number | null; senderName: string | null }

/** The dispute form of a detected-issue warning (spec 000 §2.4: "a dispute form is reachable"). */
function DisputeForm({ id }: { id: number }) {
  const form = useForm({ text: '' })
  const errors = useFormErrors(form)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('safety.admin_messages.dispute', { id }), { preserveScroll: true })
      }}
      noValidate
    >
      <Stack gap="xs">
        <Textarea label="Why do you disagree?" value={form.data.text} onChange={(event) => form.setData('text', event.currentTarget.value)} maxLength={DISPUTE_MAX} autosize minRows={3} error={errorOf(errors, 'text')} withAsterisk />
        <Button type="submit" variant="default" loading={form.processing} style={{ alignSelf: 'flex-start' }}>
          Send dispute
        </Button>
      </Stack>
    </form>
  )
}

/**
 * Prompt 2 (spec 000 §2.4): a message from the moderation team. With acknowledgement text, both
 * buttons stay disabled until the typed text matches it (trimmed, case-insensitive; spec 001 §5.3).
 */
export default function AdminMessagePrompt({ id, type, content, acknowledgmentText, senderName }: Props) {
  const [disputing, setDisputing] = useState(false)
  const form = useForm({ typed: '', andMessage: false })
  const errors = useFormErrors(form)
  const ready = acknowledgementMatches(acknowledgmentText, form.data.typed)
  const send = (andMessage: boolean) => {
    form.transform((data) => ({ ...data, andMessage }))
    form.post(urlFor('safety.admin_messages.acknowledge', { id }), { preserveScroll: true })
  }
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content}</Text>
      {senderName && (
        <Text size="sm" c="dimmed">
          {senderName}, Peerhaven safety team
        </Text>
      )}
      {acknowledgmentText && (
        <TextInput
          label={`Type “${acknowledgmentText}” to continue`}
          value={form.data.typed}
          onChange={(event) => form.setData('typed', event.currentTarget.value)}
          error={errorOf(errors, 'typed')}
          description={ready ? undefined : ADMIN_MESSAGE_TEXTS.mustMatch}
          autoComplete="off"
        />
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" disabled={!ready} loading={form.processing && form.data.andMessage} onClick={() => send(true)}>
          Acknowledge and message
        </Button>
        <Button disabled={!ready} loading={form.processing && !form.data.andMessage} onClick={() => send(false)}>
          Acknowledge
        </Button>
      </Group>
      {type === 'detected-issue-warning' &&
        (disputing ? (
          <DisputeForm id={id} />
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => setDisputing(true)}>
            I think this is a mistake: dispute it
          </Anchor>
        ))}
    </Stack>
  )
}
