import { useState } from 'react'
import { Link, useForm } from '@inertiajs/react'
import { Alert, Anchor, Button, Container, NumberInput, Paper, Stack, Text } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { PageHeader } from '~/components/page_header'
import { VideoInput } from '../../../media/ui/index'
import { FileDropZone, type UploadedFile } from '../../../uploads/ui/index'
import { SCORE_MAX, SCORE_MIN, TOPIC_STATUS_LABELS, type TopicCertificationStatus } from '../../shared/index'

type Props = {
  topic: { id: number; name: string; description: string; courseName: string }
  mode: 'camera' | 'manual'
  worldSlug: string | null
  status: TopicCertificationStatus
  quizCleared: boolean
}

/** certification/certify — /topic/{id}/certify (camera) and /topic/{id}/certify/manual (a file), issue 12 §1. */
export default function Certify({ topic, mode, worldSlug, status, quizCleared }: Props) {
  const form = useForm({ recordingUrl: '', reportedScore: '' as number | '', source: mode, worldSlug: worldSlug ?? undefined })
  const errors = useFormErrors(form)
  const [busy, setBusy] = useState(false)
  const [files, setFiles] = useState<UploadedFile[]>([])
  const query = worldSlug ? { w: worldSlug } : undefined
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('certification.store', { id: topic.id }), { preserveScroll: true })
  }
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title={`Certify in ${topic.name}`} description={`${topic.courseName}. Record yourself teaching this topic; staff check the video, then three peers review it.`} />
      {status === 'none' && !quizCleared ? (
        <Alert color="yellow" title="Take the tutor quiz first">
          Pass the short tutor quiz before you record your first certification video.{' '}
          <Anchor component={Link} href={urlFor('certification.quiz')}>
            Take the tutor quiz
          </Anchor>
        </Alert>
      ) : status !== 'none' ? (
        <Alert color="blue" title={TOPIC_STATUS_LABELS[status]}>
          You already have a certification for this topic. <Anchor component={Link} href={urlFor('certification.mine')}>See My Certifications</Anchor>.
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {topic.description && <Text size="sm">{topic.description}</Text>}
              <NumberInput
                label="Your test score (percent)"
                description="The score of the topic's test shown in your video."
                min={SCORE_MIN}
                max={SCORE_MAX}
                allowDecimal={false}
                value={form.data.reportedScore}
                onChange={(value) => form.setData('reportedScore', typeof value === 'number' ? value : '')}
                error={errorOf(errors, 'reportedScore')}
                required
              />
              {mode === 'camera' ? (
                <VideoInput
                  label="Your teaching video"
                  instructions="Show your test score, then explain one problem of the topic as you would to a learner."
                  minDurationSeconds={10}
                  maxDurationSeconds={600}
                  value={form.data.recordingUrl || null}
                  onChange={(value) => form.setData('recordingUrl', value ?? '')}
                  onBusyChange={setBusy}
                  error={errorOf(errors, 'recordingUrl')}
                  required
                />
              ) : (
                <FileDropZone
                  purpose="video"
                  label="Your teaching video (WebM or MP4)"
                  description="Show your test score, then explain one problem of the topic as you would to a learner."
                  value={files}
                  onChange={(next) => {
                    setFiles(next)
                    form.setData('recordingUrl', next[0]?.downloadUrl ?? '')
                  }}
                  onBusyChange={setBusy}
                  error={errorOf(errors, 'recordingUrl')}
                  required
                />
              )}
              <Text size="sm">
                {mode === 'camera' ? (
                  <Anchor component={Link} href={urlFor('certification.certify_manual', { id: topic.id }, { qs: query })}>
                    Recorded elsewhere? Upload a video file instead
                  </Anchor>
                ) : (
                  <Anchor component={Link} href={urlFor('certification.certify', { id: topic.id }, { qs: query })}>
                    Record with your camera instead
                  </Anchor>
                )}
              </Text>
              <Button type="submit" loading={form.processing} disabled={busy}>
                Submit for review
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
    </Container>
  )
}
