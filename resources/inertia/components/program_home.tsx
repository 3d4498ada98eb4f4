import type { ReactNode } from 'react'
import type { Data } from '~generated/data'
import { Link } from '@inertiajs/react'
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { instantWithYearText, useZone } from '~/lib/time'

/*
 * The parts every program's public page shares (modules/programs/queries/program_home.ts): the
 * iterations open or coming, and the program's series a learner can join.
 */
/** A program's public page: its title and pitch, a link to all its dates, then its sections. */
export function ProgramPage({
  title,
  description,
  programSlug,
  children,
}: {
  title: string
  description: string
  programSlug: string
  children: ReactNode
}) {
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button component={Link} href={`/find-a-program?program=${programSlug}`} variant="light">
            All dates
          </Button>
        }
      />
      <Stack gap="xl">{children}</Stack>
    </Container>
  )
}

export type ComingIteration = Data.Programs.ComingIteration
export type ProgramSeriesCard = Data.Programs.ProgramSeries
export type OfferingSummary = Data.Programs.OfferingSummary

function offeringFacts(offering: OfferingSummary) {
  const length = offering.oneTime
    ? `One ${offering.sessionMinutes}-minute session`
    : `${offering.weeks} weeks · ${offering.sessions} sessions of ${offering.sessionMinutes} minutes`
  return `${length} · up to ${offering.maxLearners} learners`
}

export function OfferingCards({ offerings }: { offerings: OfferingSummary[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {offerings.map((offering) => (
        <Card key={offering.slug} withBorder padding="lg">
          <Title order={3} size="h5" mb={4}>
            {offering.title}
          </Title>
          <Text size="xs" c="dimmed" mb="xs">
            {offeringFacts(offering)}
          </Text>
          <Text size="sm" mb="xs">
            {offering.description}
          </Text>
          <List size="sm" spacing={2}>
            {offering.forLearners.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Card>
      ))}
    </SimpleGrid>
  )
}

export function ComingIterations({
  iterations,
  heading,
  empty,
}: {
  iterations: ComingIteration[]
  heading: string
  empty: string
}) {
  return (
    <section aria-labelledby="program-iterations">
      <Title order={2} id="program-iterations" mb="sm">
        {heading}
      </Title>
      {iterations.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {iterations.map((iteration) => (
            <Card key={iteration.key} withBorder padding="lg">
              <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
                <Title order={3} size="h4">
                  {iteration.title}
                </Title>
                <Badge color={iteration.learnerOpen ? 'green' : 'gray'} variant="light">
                  {iteration.learnerOpen ? 'Registration open' : 'Opening soon'}
                </Badge>
              </Group>
              <Text size="sm">{iteration.dates}</Text>
              <Text size="sm" c="dimmed" mb="xs">
                {iteration.learnerOpen
                  ? `Register by ${iteration.learnerDeadline}`
                  : `Registration opens ${iteration.learnerRegistrationOpens}`}
              </Text>
              <List size="sm" spacing={2}>
                {iteration.offerings.map((offering) => (
                  <List.Item key={offering.title}>
                    {offering.title}
                    {offering.dates !== iteration.dates && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        · {offering.dates}
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  )
}

export function ProgramSeriesCards({
  series,
  heading,
  empty,
}: {
  series: ProgramSeriesCard[]
  heading: string
  empty: string
}) {
  const zone = useZone()
  return (
    <section aria-labelledby="program-series">
      <Title order={2} id="program-series" mb="sm">
        {heading}
      </Title>
      {series.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {series.map((item) => (
            <Card key={item.id} withBorder padding="lg">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {item.worldTitle}
              </Text>
              <Anchor component={Link} href={`/series/${item.id}`} fw={700} mt={4}>
                {item.title}
              </Anchor>
              <Text size="sm" mt={4}>
                {item.firstSessionAt
                  ? `Starts ${instantWithYearText(item.firstSessionAt, zone)}`
                  : 'Dates to be announced'}
              </Text>
              <Text size="sm" c="dimmed">
                With {item.hostName} ·{' '}
                {item.seatsLeft === 1 ? '1 seat left' : `${item.seatsLeft} seats left`}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  )
}
