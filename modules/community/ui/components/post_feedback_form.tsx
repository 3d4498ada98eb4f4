import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { DETAILED_NOTE_MIN_CHARS, POINTS } from '../../../recognition/shared/index'
import { POST_FEEDBACK_NOTE_MAX, POST_FEEDBACK_RATINGS } from '../../shared/index'

type Existing = { rating: number; note: string | null; internalNote: string | null } | undefined

/** The reviewer's own feedback on a post: rating, a note the author reads, an internal note staff read. */
export function PostFeedbackForm({ postId, existing }: { postId: number; existing: Existing }) {
  const form = useForm({ rating: String(existing?.rating ?? ''), note: existing?.note ?? '', internalNote: existing?.internalNote ?? '' })
  const { base, detailed, internalComment } = POINTS.postFeedbackGiven

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.transform((data) => ({ ...data, rating: Number(data.rating) }))
    form.post(urlFor('post_feedback.store', { postId }), { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Radio.Group label="Rating" required value={form.data.rating} onChange={(value) => form.setData('rating', value)} error={form.errors.rating}>
          <Group gap="md" mt={4}>
            {POST_FEEDBACK_RATINGS.map((entry) => (
              <Radio key={entry.value} value={String(entry.value)} label={entry.label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Note for the author"
          autosize
          minRows={2}
          maxLength={POST_FEEDBACK_NOTE_MAX}
          value={form.data.note}
          onChange={(event) => form.setData('note', event.currentTarget.value)}
          error={form.errors.note}
        />
        <Textarea
          label="Internal note (staff only)"
          autosize
          minRows={1}
          maxLength={POST_FEEDBACK_NOTE_MAX}
          value={form.data.internalNote}
          onChange={(event) => form.setData('internalNote', event.currentTarget.value)}
          error={form.errors.internalNote}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 220px' }}>
            {existing
              ? 'Editing your feedback earns no further points.'
              : `+${base} SP, +${detailed} for a note of ${DETAILED_NOTE_MIN_CHARS}+ characters, +${internalComment} with an internal note.`}
          </Text>
          <Button type="submit" size="xs" loading={form.processing} disabled={form.data.rating === ''}>
            {existing ? 'Update feedback' : 'Save feedback'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
