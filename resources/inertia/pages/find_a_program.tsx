import { Link, router, usePage } from '@inertiajs/react'
import type { SharedProps } from '~/lib/shared_props'
import type { Data } from '~generated/data'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { PageHeader } from '~/components/page_header'

/*
 * /find-a-program (kernel page of the program system, app/kernel/programs): programs and their
 * open offerings, filtered by ?world= and ?program= (spec 000 §2.1 /find-a-workshop and
 * /find-a-bootcamp land here).
 */

type ProgramEntry = Data.Programs.FindAProgramEntry
type OpenIteration = ProgramEntry['openIterations'][number]
type OpenOffering = OpenIteration['offerings'][number]

type Props = {
  filters: { world: string | null; program: string | null }
  worldTitle: string | null
  programs: ProgramEntry[]
  pagination: { page: number; perPage: number; total: number; lastPage: number }
  worlds: Array<{ slug: string; title: string }>
  programOptions: Data.Programs.ProgramOption[]
}

const TYPE_LABELS: Record<string, string> = {
  'bootcamp': 'Bootcamp',
  'workshop': 'Workshop',
  'learning-lab': 'Learning lab',
  'dialogue': 'Dialogue',
  'camp': 'Camp',
  'club': 'Club',
}

function visit(query: { world?: string | null; program?: string | null; page?: number }) {
  const params: Record<string, string> = {}
  if (query.world) params.world = query.world
  if (query.program) params.program = query.program
  if (query.page && query.page > 1) params.page = String(query.page)
  router.get('/find-a-program', params, { preserveScroll: true, preserveState: true })
}

function formatOffering(offering: OpenOffering) {
  if (offering.oneTime) return `One ${offering.sessionMinutes}-minute session · ${offering.dates}`
  return `${offering.weeks} weeks · ${offering.sessionsPerWeek}×/week · ${offering.sessionMinutes} min · ${offering.dates}`
}

function IterationBlock({ iteration }: { iteration: OpenIteration }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text fw={700}>{iteration.title}</Text>
        {iteration.learnerOpen ? (
          <Badge color="teal" variant="light">
            Learner registration open
          </Badge>
        ) : (
          <Badge color="blue" variant="light">
            Tutor sign-up open
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {iteration.learnerOpen
          ? `Register by ${iteration.learnerDeadline}.`
          : `Learner registration opens on ${iteration.learnerRegistrationOpens}.`}
      </Text>
      <List spacing={6} size="sm">
        {iteration.offerings.map((offering) => (
          <List.Item key={offering.slug}>
            <Text component="span" fw={600} fz="sm">
              {offering.title}
            </Text>{' '}
            <Text component="span" fz="sm" c="dimmed">
              ({formatOffering(offering)}, up to {offering.maxLearners} learners)
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}

function ProgramCard({ program }: { program: ProgramEntry }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`program-${program.slug}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="xl" id={`program-${program.slug}`}>
            {program.title}
          </Title>
          <Badge variant="outline">{TYPE_LABELS[program.type] ?? program.type}</Badge>
        </Group>
        <Text c="dimmed">{program.description}</Text>
        {program.openIterations.length > 0 ? (
          program.openIterations.map((iteration) => <IterationBlock key={iteration.key} iteration={iteration} />)
        ) : (
          <Text fz="sm">
            No open offerings right now.
            {program.upcoming
              ? ` Next: ${program.upcoming.title} (tutor sign-up opens ${program.upcoming.tutorRegistrationOpens}, learners ${program.upcoming.learnerRegistrationOpens}).`
              : ' Join the waitlist to hear when new dates are announced.'}
          </Text>
        )}
        {program.homePath && (
          <Group gap="sm">
            <Button component={Link} href={program.homePath} variant="light">
              {program.openIterations.length > 0 ? 'Learn more' : 'Join the waitlist'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}

export default function FindAProgram({ filters, worldTitle, programs, pagination, worlds, programOptions }: Props) {
  const filtered = Boolean(filters.world || filters.program)
  const signedIn = Boolean(usePage<SharedProps>().props.user)
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="Find a program"
        description={
          filters.world && worldTitle
            ? `Programs in ${worldTitle} and what you can sign up for now.`
            : 'Structured workshops, bootcamps and labs, and what you can sign up for now.'
        }
        actions={
          signedIn && (
            <Button component={Link} href="/dashboard/programs" variant="light">
              My programs
            </Button>
          )
        }
      />
      <Group gap="md" align="flex-end" mb="xl" wrap="wrap">
        <Select
          label="World"
          placeholder="All worlds"
          data={worlds.map((world) => ({ value: world.slug, label: world.title }))}
          value={filters.world}
          onChange={(value) => visit({ world: value, program: filters.program })}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <Select
          label="Program"
          placeholder="All programs"
          data={programOptions.map((program) => ({ value: program.slug, label: program.title }))}
          value={filters.program}
          onChange={(value) => visit({ world: filters.world, program: value })}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        {filtered && (
          <Anchor component={Link} href="/find-a-program" fz="sm" mb={8}>
            Show all programs
          </Anchor>
        )}
      </Group>

      {programs.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="xs" align="flex-start">
            <Title order={2} fz="lg">
              No programs match these filters
            </Title>
            <Text c="dimmed">Try another world or program, or see every program.</Text>
            <Button component={Link} href="/find-a-program" variant="light">
              Show all programs
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={1} spacing="lg">
          {programs.map((program) => (
            <ProgramCard key={program.slug} program={program} />
          ))}
        </SimpleGrid>
      )}

      {pagination.lastPage > 1 && (
        <Group justify="center" mt="xl">
          <Pagination
            total={pagination.lastPage}
            value={pagination.page}
            onChange={(page) => visit({ ...filters, page })}
            aria-label="Pages of programs"
          />
        </Group>
      )}
    </Container>
  )
}
