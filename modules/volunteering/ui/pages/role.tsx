import { useMemo } from 'react'
import { Link, router } from '@inertiajs/react'
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'
import { dayText, useZone } from '~/lib/time'
import { PageHeader } from '~/components/page_header'
import { FormRenderer, submitWithInertia } from '../../../forms/ui/index'
import { roleApplicationForm } from '../role_form'
import { ApplicationStateBadge } from '../components/application_state_badge'

type Props = {
  role: Data.Volunteering.VolunteerRole.Variants['forPage']
  application: Data.Volunteering.OwnApplication | null
  signedIn: boolean
  canReview: boolean
}

function Detail({ title, text }: { title: string; text: string }) {
  if (!text) return null
  return (
    <Stack gap={4}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Stack>
  )
}

function ApplicationStatus({ application }: { application: Data.Volunteering.OwnApplication }) {
  const zone = useZone()
  const post = (name: 'volunteering.applications.accept' | 'volunteering.applications.withdraw') => router.post(urlFor(name, { id: application.id }), {}, { preserveScroll: true })
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Your application">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz="h4">
            Your application
          </Title>
          <ApplicationStateBadge state={application.state} />
        </Group>
        <Text size="sm" c="dimmed">
          Sent {dayText(application.createdAt, zone)}.
        </Text>
        {application.reviewMessage && (
          <Alert variant="light" title="Message from the team">
            <Text style={{ whiteSpace: 'pre-line' }}>{application.reviewMessage}</Text>
          </Alert>
        )}
        {application.state === 'accepted' && <Text>You hold this role. Your hours and roles are on your hours page.</Text>}
        <Group gap="sm">
          {application.state === 'awaiting-response' && <Button onClick={() => post('volunteering.applications.accept')}>Accept the offer</Button>}
          {(application.state === 'needs-review' || application.state === 'awaiting-response') && (
            <Button variant="default" onClick={() => post('volunteering.applications.withdraw')}>
              Withdraw my application
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}

/** volunteering/role — /volunteer/role/{id} (spec 000 §2.2): the role, and its application (issue 15 §2). */
export default function RolePage({ role, application, signedIn, canReview }: Props) {
  const definition = useMemo(() => roleApplicationForm(role), [role])
  const canApply = role.applicationOpen && signedIn && (!application || application.state === 'withdrawn' || application.state === 'rejected')
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Anchor component={Link} href={urlFor('volunteering.roles.index')} size="sm">
        ← All volunteer roles
      </Anchor>
      <PageHeader
        title={role.name}
        description={`${role.team.name} team`}
        actions={
          canReview && (
            <>
              <Button variant="default" component={Link} href={urlFor('volunteering.applications.index', { id: role.id })}>
                Review applications
              </Button>
              <Button variant="subtle" component={Link} href={urlFor('volunteering.teams.show', { id: role.team.id })}>
                Manage the team
              </Button>
            </>
          )
        }
      />
      <Stack gap="lg">
        <Group gap="xs">
          <Badge variant="light">{role.type}</Badge>
          <Badge color={role.applicationOpen ? 'green' : 'gray'} variant="light">
            {role.applicationOpen ? 'Applications open' : 'Applications closed'}
          </Badge>
        </Group>
        <Detail title="About the role" text={role.description} />
        <Detail title="Responsibilities" text={role.responsibilities} />
        <Detail title="Qualifications" text={role.qualifications} />
        <Detail title="Requirements" text={role.requirements} />
        <Detail title="About the team" text={role.teamDescription} />
        {application && <ApplicationStatus application={application} />}
        {role.applicationOpen && !signedIn && (
          <Alert variant="light" title="Want to apply?">
            <Anchor component={Link} underline="always" href={`/login?returnTo=${encodeURIComponent(urlFor('volunteering.roles.show', { id: role.id }))}`}>
              Log in
            </Anchor>{' '}
            to apply for this role.
          </Alert>
        )}
        {canApply && (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apply-title">
            <Title id="apply-title" order={2} fz="h3" mb="md">
              Apply
            </Title>
            <FormRenderer definition={definition} onSubmit={submitWithInertia(urlFor('volunteering.roles.apply', { id: role.id }))} submitLabel="Send my application" />
          </Paper>
        )}
      </Stack>
    </Container>
  )
}
