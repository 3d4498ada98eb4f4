import { useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, Paper, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import { dayText, instantText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { AUDIT_RATING_LABELS, REPLY_RATINGS, type AuditRating } from '../../shared/index'
import { AuditAnswers } from '../components/audit_answers'

type Props = { sessions: Data.PeerReview.HostedSession[]; audits: Data.PeerReview.Audit[] }

function AttachRecording({ session }: { session: Data.PeerReview.HostedSession }) {
  const form = useForm({ url: '', breakoutTitle: '' })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => (data.breakoutTitle.trim() ? data : { url: data.url }))
    form.post(urlFor('peer_review.attach', { id: session.id }), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={`Recording link for ${session.title}`}
          placeholder="https://"
          type="url"
          value={form.data.url}
          onChange={(event) => form.setData('url', event.currentTarget.value)}
          error={errorOf(errors, 'url')}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label="Breakout room (optional)"
          description="Leave empty for the main room."
          maxLength={100}
          value={form.data.breakoutTitle}
          onChange={(event) => form.setData('breakoutTitle', event.currentTarget.value)}
          error={errorOf(errors, 'breakoutTitle')}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="submit" loading={form.processing} variant="light">
          Add recording
        </Button>
      </Group>
    </form>
  )
}

function Reply({ audit }: { audit: Data.PeerReview.Audit }) {
  const form = useForm({ comment: '', rating: '' })
  const errors = useFormErrors(form)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({ comment: data.comment, rating: data.rating === '' ? null : Number(data.rating) }))
    form.post(urlFor('peer_review.reply', { id: audit.id }), { preserveScroll: true })
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea label="Your reply to the reviewer" autosize minRows={2} value={form.data.comment} onChange={(event) => form.setData('comment', event.currentTarget.value)} error={errorOf(errors, 'comment')} required />
        <Select
          label="How helpful was this review?"
          data={REPLY_RATINGS.map((value) => ({ value: String(value), label: `${value} of 5` }))}
          value={form.data.rating || null}
          onChange={(value) => form.setData('rating', value ?? '')}
          error={errorOf(errors, 'rating')}
          required
          w={{ base: '100%', xs: 200 }}
        />
        <Group>
          <Button type="submit" loading={form.processing}>
            Send reply
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** peer_review/mine — /tutor/peer-review/mine: the host's recent sessions and their recordings, and the reviews of their sessions (reply). */
export default function Mine({ sessions, audits }: Props) {
  const zone = useZone()
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Reviews of my sessions" description="Add recordings of your recent sessions so peers can review them, then read their reviews and reply." />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="sessions-title">
          <Title order={2} fz="h4" id="sessions-title" mb="sm">
            My recent sessions
          </Title>
          {sessions.length === 0 ? (
            <Text c="dimmed">You hosted no session in the last 30 days.</Text>
          ) : (
            <Stack gap="md">
              {sessions.map((session) => (
                <Stack key={session.id} gap="xs">
                  <Text fw={500}>
                    {session.title} <Text span c="dimmed" size="sm">· {instantText(session.startedAt, zone)}</Text>
                  </Text>
                  {session.recordings.map((recording) => (
                    <Group key={recording.id} gap="xs" wrap="wrap">
                      <Anchor href={recording.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {recording.url}
                      </Anchor>
                      <Badge variant="light" color="gray">
                        {recording.breakoutTitle ? `${recording.breakoutTitle} · ` : ''}
                        {recording.source === 'provider' ? 'From the meeting' : 'Added by a host'} · until {dayText(recording.expiresAt, zone)}
                      </Badge>
                    </Group>
                  ))}
                  <AttachRecording session={session} />
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="audits-title">
          <Title order={2} fz="h4" id="audits-title" mb="sm">
            Reviews of my sessions ({audits.length})
          </Title>
          {audits.length === 0 ? (
            <Text c="dimmed">No review yet.</Text>
          ) : (
            <Stack gap="lg">
              {audits.map((audit) => (
                <Stack key={audit.id} gap="xs" component="article" aria-label={`Review of ${audit.sessionTitle}`}>
                  <Title order={3} fz="h5">
                    {audit.sessionTitle}
                  </Title>
                  <Text size="sm">
                    Rating: <strong>{AUDIT_RATING_LABELS[audit.rating as AuditRating] ?? audit.rating}</strong> · {dayText(audit.createdAt, zone)}
                  </Text>
                  <AuditAnswers answers={audit.answers} />
                  {audit.replySubmittedAt ? (
                    <Text size="sm" c="dimmed">
                      You replied: "{audit.replyComment}" ({audit.replyRating} of 5)
                    </Text>
                  ) : (
                    <Reply audit={audit} />
                  )}
                </Stack>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  )
}
