import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { Badge, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core'
import { AdminLayout } from '~/components/admin_layout'
import { instantWithYearText, useZone } from '~/lib/time'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { NOTE_MAX, type AgeDecision } from '../../shared/index.js'
import { Pager, type PageMeta } from '../components/pager'

type Check = Data.Assurance.AgeReview
type Props = {
  admin: Data.Kernel.AdminFrame
  checks: Check[]
  meta: PageMeta
}

function CheckCard({ check }: { check: Check }) {
  const zone = useZone()
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState<AgeDecision | null>(null)
  const decide = (decision: AgeDecision) => {
    setBusy(decision)
    router.post(urlFor('assurance.age_review.decide', { id: check.id }), { decision, note: note.trim() || null }, { preserveScroll: true, onFinish: () => setBusy(null) })
  }
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`check-${check.id}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} id={`check-${check.id}`}>
            {check.name}
          </Text>
          <Text c="dimmed">@{check.username}</Text>
          <Badge variant="light">{check.age === null ? 'No stated age' : `Stated age ${check.age}`}</Badge>
        </Group>
        {check.videoUrl ? (
          <video src={check.videoUrl} controls preload="metadata" style={{ width: '100%', maxWidth: 480, borderRadius: 8 }} aria-label={`Age verification video of @${check.username}`}>
            <track kind="captions" />
          </video>
        ) : (
          <Text size="sm">The video is no longer available.</Text>
        )}
        <Text size="sm" c="dimmed">
          Submitted {instantWithYearText(check.submittedAt, zone)}
        </Text>
        <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={NOTE_MAX} autosize minRows={1} maxRows={4} />
        <Group gap="xs">
          <Button color="teal" loading={busy === 'assured'} disabled={busy !== null} onClick={() => decide('assured')}>
            Age verified
          </Button>
          <Button color="red" variant="light" loading={busy === 'failed'} disabled={busy !== null} onClick={() => decide('failed')}>
            Not verified
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

function WaiveForm() {
  const form = useForm({ username: '', note: '' })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    form.post(urlFor('assurance.age_review.waive'), { preserveScroll: true, onSuccess: () => form.reset() })
  }
  return (
    <Card withBorder padding="md" component="form" onSubmit={submit} aria-labelledby="waive-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="waive-title">
          Waive verification
        </Title>
        <Text size="sm" c="dimmed">
          For a person whose age the team has confirmed another way. They are never asked again.
        </Text>
        <TextInput label="Username" required value={form.data.username} onChange={(event) => form.setData('username', event.currentTarget.value)} error={form.errors.username} maxLength={60} />
        <Textarea label="Note (optional)" value={form.data.note} onChange={(event) => form.setData('note', event.currentTarget.value)} maxLength={NOTE_MAX} autosize minRows={1} maxRows={3} />
        <Group>
          <Button type="submit" variant="default" loading={form.processing}>
            Waive
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}

/** assurance/age_assurance_review — age verification videos to review, oldest first (issue 13 §3). */
export default function AgeAssuranceReview({ admin, checks, meta }: Props) {
  return (
    <AdminLayout admin={admin} title="Age Assurance" description="Short videos people recorded to verify their age, oldest first.">
      <Stack gap="md">
        {checks.length === 0 ? (
          <Text>No videos are waiting for review.</Text>
        ) : (
          <Stack gap="sm">
            {checks.map((check) => (
              <CheckCard key={check.id} check={check} />
            ))}
          </Stack>
        )}
        <Pager meta={meta} url={urlFor('assurance.age_review.index')} />
        <WaiveForm />
      </Stack>
    </AdminLayout>
  )
}
