import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { COMMENT_MAX, DEFAULT_NPS_QUESTIONS } from '../../shared/index'
import { NpsScale } from '../components/nps_scale'

/** Prompt 5, series-level tutor NPS (spec 001 §5.3 "rating required, comment optional"). */
export default function SeriesNpsPrompt({ seriesId, seriesTitle, npsQuestion }: { seriesId: number; seriesTitle: string; npsQuestion?: string }) {
  const form = useForm<{ npsRating: number | null; comment: string }>({ npsRating: null, comment: '' })
  const errors = useFormErrors(form)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    form.post(urlFor('feedback.series.store', { seriesId }), { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Your series <strong>{seriesTitle}</strong> has ended. Thank you for hosting it!
        </Text>
        {errorOf(errors, 'form') && <Alert color="red" role="alert">{errorOf(errors, 'form')}</Alert>}
        <NpsScale
          label={npsQuestion ?? DEFAULT_NPS_QUESTIONS.tutor}
          value={form.data.npsRating}
          onChange={(npsRating) => form.setData('npsRating', npsRating)}
        />
        <Textarea
          label="Comment (optional)"
          autosize
          minRows={2}
          maxLength={COMMENT_MAX}
          value={form.data.comment}
          onChange={(event) => form.setData('comment', event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
