import { useMemo, useState } from 'react'
import { Link, router } from '@inertiajs/react'
import { Anchor, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { roleApplicationForm } from '../role_form'
import { ApplicationStateBadge } from '../components/application_state_badge'

type Props = {
  role: Data.Volunteering.VolunteerRole.Variants['forPage']
  applications: Data.Volunteering.Application[]
}

const answerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))

function ApplicationCard({ application, labels }: { application: Data.Volunteering.Application; labels: Map<string, string> }) {
  const zone = useZone()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const answers = { ...application.generalResponses, ...application.roleResponses }
  const decide = (name: 'volunteering.applications.offer' | 'volunteering.applications.reject') =>
    router.post(urlFor(name, { id: application.id }), { message }, { preserveScroll: true, onStart: () => setBusy(true), onFinish: () => setBusy(false) })
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={`Application from ${application.applicantName}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {application.applicantName}
          </Title>
          <ApplicationStateBadge state={application.state} />
        </Group>
        <Text size="sm" c="dimmed">
          Applied {dayText(application.createdAt, zone)}
        </Text>
        <Stack gap={6} component="dl" m={0}>
          {Object.entries(answers).map(([name, value]) => (
            <div key={name}>
              <Text component="dt" fw={600} size="sm">
                {labels.get(name) ?? name}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {answerText(value)}
              </Text>
            </div>
          ))}
        </Stack>
        {application.reviewMessage && (
          <Text size="sm">
            <strong>Your message:</strong> {application.reviewMessage}
          </Text>
        )}
        {application.state === 'needs-review' && (
          <Stack gap="xs">
            <Textarea label="Message to the applicant (optional)" value={message} onChange={(event) => setMessage(event.currentTarget.value)} maxLength={2000} autosize minRows={2} />
            <Group gap="sm">
              <Button onClick={() => decide('volunteering.applications.offer')} loading={busy}>
                Extend an offer
              </Button>
              <Button variant="default" color="red" onClick={() => decide('volunteering.applications.reject')} disabled={busy}>
                Decline
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

/** volunteering/applications — a role's applications for its team's managers (spec 000 §6.4, 001 §4.2). */
export default function Applications({ role, applications }: Props) {
  const labels = useMemo(() => new Map(roleApplicationForm(role).blocks.map((block) => [block.name, block.label])), [role])
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Anchor component={Link} href={urlFor('volunteering.roles.show', { id: role.id })} size="sm">
        ← {role.name}
      </Anchor>
      <PageHeader
        title={`Applications: ${role.name}`}
        description={`Applications of the last two months, newest first. Applications are ${role.applicationOpen ? 'open' : 'closed'}.`}
        actions={
          <Button variant="default" onClick={() => router.post(urlFor('volunteering.roles.set_applications', { id: role.id }), { open: !role.applicationOpen }, { preserveScroll: true })}>
            {role.applicationOpen ? 'Close applications' : 'Open applications'}
          </Button>
        }
      />
      {applications.length === 0 ? (
        <Text c="dimmed">No applications yet.</Text>
      ) : (
        <Stack gap="md">
          {applications.map((application) => (
            <ApplicationCard key={application.id} application={application} labels={labels} />
          ))}
        </Stack>
      )}
    </Container>
  )
}
