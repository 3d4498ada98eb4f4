import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Checkbox, Container, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { SCORE_MAX, SCORE_MIN } from '../../shared/index'

type Props = {
  request: Data.Certification.ReviewRequest | null
  checklist: { key: string; label: string }[]
  lowScoreThreshold: number
}

/** certification/review — /certification/review/{id}: a peer reviews a certification video (spec 001 §3.5 review_notes). */
export default function Review({ request, checklist, lowScoreThreshold }: Props) {
  if (!request) {
    return (
      <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
        <PageHeader title="Review certifications" />
        <Alert color="blue" title="Nothing to review right now">
          Every certification video has the reviews it needs. Thank you for helping — come back later.
        </Alert>
      </Container>
    )
  }
  return <ReviewForm request={request} checklist={checklist} lowScoreThreshold={lowScoreThreshold} />
}

function ReviewForm({ request, checklist, lowScoreThreshold }: Props & { request: Data.Certification.ReviewRequest }) {
  const form = useForm({ reportedScore: '' as number | '', checked: [] as string[], userFeedback: '' })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      reportedScore: data.reportedScore,
      uncheckedItems: checklist.map((item) => item.key).filter((key) => !data.checked.includes(key)),
      userFeedback: data.userFeedback,
    }))
    form.post(urlFor('certification.review_store', { id: request.id }), { preserveScroll: true })
  }
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Review: ${request.topicName}`} description="Watch the whole video, then tell us what you saw. Your review is anonymous to the tutor." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} fz="h4">
              The recording
            </Title>
            {request.recordingUrl ? (
              <video src={request.recordingUrl} controls preload="metadata" style={{ width: '100%', maxHeight: 420, background: '#000' }} aria-label={`Certification video for ${request.topicName}`} />
            ) : (
              <Text c="dimmed">This request has no recording.</Text>
            )}
            <NumberInput
              label="Test score shown in the video (percent)"
              description={`Below ${lowScoreThreshold} flags the review.`}
              min={SCORE_MIN}
              max={SCORE_MAX}
              allowDecimal={false}
              value={form.data.reportedScore}
              onChange={(value) => form.setData('reportedScore', typeof value === 'number' ? value : '')}
              error={errorOf(errors, 'reportedScore')}
              required
            />
            <Checkbox.Group
              label="Checklist"
              description="Tick every statement that is true of the video."
              value={form.data.checked}
              onChange={(value) => form.setData('checked', value)}
              error={errorOf(errors, 'uncheckedItems')}
            >
              <Stack gap="xs" mt="xs">
                {checklist.map((item) => (
                  <Checkbox key={item.key} value={item.key} label={item.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Textarea
              label="Feedback for the tutor (optional)"
              description="Anything they should improve. Be kind and specific."
              maxLength={2000}
              autosize
              minRows={3}
              value={form.data.userFeedback}
              onChange={(event) => form.setData('userFeedback', event.currentTarget.value)}
              error={errorOf(errors, 'userFeedback')}
            />
            <Button type="submit" loading={form.processing}>
              Submit review
            </Button>
            <Anchor component={Link} href={urlFor('certification.about')} size="sm">
              How certification works
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  )
}
