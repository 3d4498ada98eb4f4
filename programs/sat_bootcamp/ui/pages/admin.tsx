import { useForm } from '@inertiajs/react'
import { useState } from 'react'
import { Anchor, Badge, Button, Checkbox, Group, Modal, NativeSelect, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core'
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
  skillsBuilders: {
    templates: Array<{ id: number; title: string; skillsBuilder: boolean; test: string | null }>
    series: Array<{ id: number; title: string; templateTitle: string; closed: boolean; levelId: number | null; level: string | null }>
  }
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


type Band = Data.Programs.SatBootcamp.ScoreBand
const NEW_BAND = { name: '', minScore: 200, maxScore: 800, mathWeight: 1, readingWeight: 1, active: true }

/* Add or edit a score band (score_bands.ts "Editing bands": section scores 200–800, weights 0–1). */
function BandForm({ band, onDone }: { band: Band | null; onDone: () => void }) {
  const form = useForm(band ? { name: band.name, minScore: band.minScore, maxScore: band.maxScore, mathWeight: band.mathWeight, readingWeight: band.readingWeight, active: band.active } : NEW_BAND)
  const errors = useFormErrors(form)
  const number = (value: string | number) => (typeof value === 'number' ? value : Number.NaN)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const options = { preserveScroll: true, onSuccess: onDone }
        if (band) form.put(`/admin/sat/bands/${band.id}`, options)
        else form.post('/admin/sat/bands', options)
      }}
    >
      <Stack gap="sm">
        <TextInput label="Name" required value={form.data.name} onChange={(event) => form.setData('name', event.currentTarget.value)} error={errorOf(errors, 'name')} />
        <Group grow align="flex-start">
          <NumberInput label="Lowest score" required min={200} max={800} step={10} value={form.data.minScore} onChange={(value) => form.setData('minScore', number(value))} error={errorOf(errors, 'minScore')} />
          <NumberInput label="Highest score" required min={200} max={800} step={10} value={form.data.maxScore} onChange={(value) => form.setData('maxScore', number(value))} error={errorOf(errors, 'maxScore')} />
        </Group>
        <Group grow align="flex-start">
          <NumberInput label="Math weight" description="0 to 1; 0 leaves math out" required min={0} max={1} step={0.1} decimalScale={2} value={form.data.mathWeight} onChange={(value) => form.setData('mathWeight', number(value))} error={errorOf(errors, 'mathWeight')} />
          <NumberInput label="Reading weight" description="0 to 1; 0 leaves reading out" required min={0} max={1} step={0.1} decimalScale={2} value={form.data.readingWeight} onChange={(value) => form.setData('readingWeight', number(value))} error={errorOf(errors, 'readingWeight')} />
        </Group>
        <Checkbox label="Active (places learners)" checked={form.data.active} onChange={(event) => form.setData('active', event.currentTarget.checked)} error={errorOf(errors, 'active')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.processing}>
            {band ? 'Save band' : 'Add band'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/* Deactivate or reactivate a band in one click (the same PUT as the form). */
function ToggleBand({ band }: { band: Band }) {
  const form = useForm({ name: band.name, minScore: band.minScore, maxScore: band.maxScore, mathWeight: band.mathWeight, readingWeight: band.readingWeight, active: !band.active })
  return (
    <Button size="compact-sm" variant="subtle" color={band.active ? 'red' : undefined} loading={form.processing} onClick={() => form.put(`/admin/sat/bands/${band.id}`, { preserveScroll: true })} aria-label={`${band.active ? 'Deactivate' : 'Reactivate'} ${band.name}`}>
      {band.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  )
}

function ScoreBands({ bands }: { bands: Band[] }) {
  const [editing, setEditing] = useState<Band | 'new' | null>(null)
  const errors = useFormErrors({ errors: {} })
  const toggleError = errorOf(errors, 'minScore') ?? errorOf(errors, 'mathWeight')
  return (
    <section aria-labelledby="bands-title">
      <Group justify="space-between" mb="sm">
        <Title id="bands-title" order={2} fz="h3">
          Score bands
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          Add a band
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Section scores from 200 to 800. A weight of 0 leaves the band out of that section; active bands of the same section may not overlap. Changing a band does not move learners already placed.
      </Text>
      {editing === null && toggleError ? (
        <Text c="red" size="sm" mb="sm" role="alert">
          {toggleError}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Score bands used to place learners">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Band</Table.Th>
              <Table.Th>Scores</Table.Th>
              <Table.Th ta="right">Math weight</Table.Th>
              <Table.Th ta="right">Reading weight</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th>Actions</Table.Th>
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
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(band)} aria-label={`Edit ${band.name}`}>
                      Edit
                    </Button>
                    <ToggleBand band={band} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add a score band' : editing ? `Edit ${editing.name}` : ''}>
        {editing !== null ? <BandForm key={editing === 'new' ? 'new' : editing.id} band={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </section>
  )
}

/* A skills builder's template kind (issue 18 §3), one button per template. */
function TemplateKindButton({ template }: { template: Props['skillsBuilders']['templates'][number] }) {
  const form = useForm({ kind: template.skillsBuilder ? 'standard' : 'skills-builder' })
  return (
    <Button size="compact-sm" variant="subtle" loading={form.processing} onClick={() => form.post(`/admin/sat/skills-builders/templates/${template.id}`, { preserveScroll: true })} aria-label={template.skillsBuilder ? `Make standard: ${template.title}` : `Make a skills builder: ${template.title}`}>
      {template.skillsBuilder ? 'Make standard' : 'Make a skills builder'}
    </Button>
  )
}

/* A skills builder series' level: an active score band, or none (anyone may join). */
function SeriesLevelForm({ series, bands }: { series: Props['skillsBuilders']['series'][number]; bands: Band[] }) {
  const form = useForm<{ bandId: number | null }>({ bandId: series.levelId })
  const errors = useFormErrors(form)
  const options = [{ value: '', label: 'No level (all learners)' }, ...bands.filter((band) => band.active).map((band) => ({ value: String(band.id), label: `${band.name} (${band.minScore}–${band.maxScore})` }))]
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.put(`/admin/sat/skills-builders/series/${series.id}`, { preserveScroll: true })
      }}
    >
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={`Level of ${series.title}`}
          data={options}
          value={form.data.bandId === null ? '' : String(form.data.bandId)}
          onChange={(event) => form.setData('bandId', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
          error={errorOf(errors, 'bandId')}
        />
        <Button type="submit" size="sm" variant="default" loading={form.processing}>
          Save level
        </Button>
      </Group>
    </form>
  )
}

function SkillsBuilders({ skillsBuilders, bands }: { skillsBuilders: Props['skillsBuilders']; bands: Band[] }) {
  return (
    <section aria-labelledby="skills-builders-title">
      <Title id="skills-builders-title" order={2} fz="h3" mb="xs">
        Skills builders
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A skills builder is a template whose series are grouped by level: learners join the series whose level matches the band of their latest score. Templates linked to no SAT test are open all year.
      </Text>
      <Title order={3} fz="h4" mb="xs">
        Templates
      </Title>
      {skillsBuilders.templates.length === 0 ? (
        <Text size="sm" mb="sm">
          There are no templates in the SAT Bootcamp yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label="SAT Bootcamp templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Template</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {skillsBuilders.templates.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>
                    {template.title}
                    {template.test ? ` (SAT ${template.test})` : ''}
                  </Table.Td>
                  <Table.Td>{template.skillsBuilder ? 'Skills builder' : 'Standard'}</Table.Td>
                  <Table.Td>
                    <TemplateKindButton template={template} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} fz="h4" mt="md" mb="xs">
        Skills builder series
      </Title>
      {skillsBuilders.series.length === 0 ? (
        <Text size="sm">No series of a skills builder yet: tutors publish them from the template like any other series.</Text>
      ) : (
        <Stack gap="sm">
          {skillsBuilders.series.map((series) => (
            <Stack key={series.id} gap={4}>
              <Text size="sm">
                <Anchor href={`/series/${series.id}`}>{series.title}</Anchor> · {series.templateTitle} · {series.level ? `level ${series.level}` : 'no level'}
                {series.closed ? ' · closed' : ''}
              </Text>
              <SeriesLevelForm series={series} bands={bands} />
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  )
}

/* /admin/sat (spec 000 §6.3 "SAT | collegeboard or user-support:lead"). */
export default function SatAdmin({ admin, users, limit, tests, bands, csv, skillsBuilders }: Props) {
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

        <ScoreBands bands={bands} />

        <SkillsBuilders skillsBuilders={skillsBuilders} bands={bands} />
      </Stack>
    </AdminLayout>
  )
}
