import { useForm } from '@inertiajs/react'
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { errorOf, useFormErrors } from '~/lib/form_errors'
import type { Data } from '~generated/data'
import { AdminLayout } from '~/components/admin_layout'

type Props = {
  admin: Data.Kernel.AdminFrame
  users: Data.Programs.SatBootcamp.SatAdminUser[]
  limit: number
  tests: Array<Record<'key' | 'title' | 'testDate' | 'tutorReleasedAt' | 'learnerReleasedAt' | 'onboardingSessionReleasedAt' | 'onboardingSessionDeadline' | 'seriesCreationDeadline' | 'learnerRegistrationDeadline' | 'seriesStart' | 'seriesEnd', string>>
  bands: Data.Programs.SatBootcamp.ScoreBand[]
  csv: { href: string; columns: string[]; note: string }
}

const PARENT_LABEL: Record<Data.Programs.SatBootcamp.SatAdminUser['consent']['parent'], string> = { not_asked: 'Not asked', requested: 'Requested', granted: 'Completed', revoked: 'Withdrawn' }
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—')

function ConsentBadge({ consent }: { consent: Props['users'][number]['consent'] }) {
  if (!consent.required) return <Badge variant="light" color="gray">Not needed (18+)</Badge>
  if (consent.complete) return <Badge variant="light" color="green">Complete</Badge>
  return <Badge variant="light" color={consent.parent === 'revoked' ? 'red' : 'yellow'}>Incomplete</Badge>
}

/* Staff make a session of the SAT Bootcamp world an onboarding session of a test (spec 001 §4.3). */
function OnboardingLinkForm({ tests }: Pick<Props, 'tests'>) {
  const form = useForm({ sessionId: '', test: tests.at(-1)?.key ?? '' })
  const errors = useFormErrors(form)
  return (
    <section aria-labelledby="onboarding-title">
      <Title id="onboarding-title" order={2} fz="h3" mb="xs">
        Onboarding sessions
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Schedule the session in the SAT Bootcamp world first; it must start within the test's onboarding window. New tutors sign up on /sat-bootcamp/onboarding-sessions.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          form.post('/admin/sat/onboarding-sessions', { preserveScroll: true, onSuccess: () => form.reset('sessionId') })
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label="Session number" inputMode="numeric" value={form.data.sessionId} onChange={(event) => form.setData('sessionId', event.currentTarget.value)} error={errorOf(errors, 'sessionId')} />
          <NativeSelect
            label="SAT test"
            data={tests.map((test) => ({ value: test.key, label: `${test.title} (onboarding ${test.onboardingSessionReleasedAt} – ${test.onboardingSessionDeadline})` }))}
            value={form.data.test}
            onChange={(event) => form.setData('test', event.currentTarget.value)}
            error={errorOf(errors, 'test')}
          />
          <Button type="submit" loading={form.processing}>
            Make it an onboarding session
          </Button>
        </Group>
      </form>
    </section>
  )
}

/* /admin/sat (spec 000 §6.3 "SAT | collegeboard or user-support:lead"). */
export default function SatAdmin({ admin, users, limit, tests, bands, csv }: Props) {
  return (
    <AdminLayout admin={admin} title="SAT" description="SAT bootcamp users and their consent, SAT tests and score bands.">
      <Stack gap="xl">
        <section aria-labelledby="users-title">
          <Group justify="space-between" mb="sm">
            <Title id="users-title" order={2} fz="h3">
              SAT users ({users.length})
            </Title>
            <Button component="a" href={csv.href} variant="light">
              Export CSV for partners
            </Button>
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {csv.note} Columns: {csv.columns.join(', ')}.
          </Text>
          {users.length === 0 ? (
            <Text c="dimmed">Nobody has joined the SAT bootcamp yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped aria-label={`SAT users, newest first (at most ${limit})`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Person</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Invite code</Table.Th>
                    <Table.Th>Consent</Table.Th>
                    <Table.Th>Parent consent</Table.Th>
                    <Table.Th>Assent</Table.Th>
                    <Table.Th ta="right">Bootcamps</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.map((user) => (
                    <Table.Tr key={user.userId}>
                      <Table.Td>
                        <Anchor href={`/admin/users/${user.userId}`}>{user.name}</Anchor>
                        {user.minor && (
                          <Text size="xs" c="dimmed">
                            Under 18
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{user.type}</Table.Td>
                      <Table.Td>{user.inviteCode ?? '—'}</Table.Td>
                      <Table.Td>
                        <ConsentBadge consent={user.consent} />
                      </Table.Td>
                      <Table.Td>
                        {PARENT_LABEL[user.consent.parent]}
                        {user.consent.parentCompletedAt ? ` ${day(user.consent.parentCompletedAt)}` : user.consent.parentRequestedAt ? ` ${day(user.consent.parentRequestedAt)}` : ''}
                      </Table.Td>
                      <Table.Td>{day(user.consent.assentCompletedAt)}</Table.Td>
                      <Table.Td ta="right">{user.registrations}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>

        <section aria-labelledby="tests-title">
          <Title id="tests-title" order={2} fz="h3" mb="sm">
            SAT tests
          </Title>
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label="SAT tests and their deadlines (New York time)">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Test</Table.Th>
                  <Table.Th>Test day</Table.Th>
                  <Table.Th>Tutors released</Table.Th>
                  <Table.Th>Onboarding until</Table.Th>
                  <Table.Th>Publish until</Table.Th>
                  <Table.Th>Learners released</Table.Th>
                  <Table.Th>Learners until</Table.Th>
                  <Table.Th>Bootcamps run</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tests.map((test) => (
                  <Table.Tr key={test.key}>
                    <Table.Td>{test.title}</Table.Td>
                    <Table.Td>{test.testDate}</Table.Td>
                    <Table.Td>{test.tutorReleasedAt}</Table.Td>
                    <Table.Td>{test.onboardingSessionDeadline}</Table.Td>
                    <Table.Td>{test.seriesCreationDeadline}</Table.Td>
                    <Table.Td>{test.learnerReleasedAt}</Table.Td>
                    <Table.Td>{test.learnerRegistrationDeadline}</Table.Td>
                    <Table.Td>
                      {test.seriesStart} – {test.seriesEnd}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>

        <OnboardingLinkForm tests={tests} />

        <section aria-labelledby="bands-title">
          <Title id="bands-title" order={2} fz="h3" mb="sm">
            Score bands
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label="Score bands used to place learners">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Band</Table.Th>
                  <Table.Th>Scores</Table.Th>
                  <Table.Th ta="right">Math weight</Table.Th>
                  <Table.Th ta="right">Reading weight</Table.Th>
                  <Table.Th>Active</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bands.map((band) => (
                  <Table.Tr key={band.id}>
                    <Table.Td>{band.name}</Table.Td>
                    <Table.Td>
                      {band.minScore}–{band.maxScore}
                    </Table.Td>
                    <Table.Td ta="right">{band.mathWeight}</Table.Td>
                    <Table.Td ta="right">{band.readingWeight}</Table.Td>
                    <Table.Td>{band.active ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      </Stack>
    </AdminLayout>
  )
}
