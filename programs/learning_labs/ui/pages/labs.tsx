import { Link } from '@inertiajs/react'
import { Anchor, Badge, Button, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { PageHeader } from '~/components/page_header'
import { instantWithYearText, useZone } from '~/lib/time'

type Unit = {
  slug: string
  title: string
  description: string
  weeks: number
  sessions: number
  sessionMinutes: number
  maxLearners: number
  forLearners: string[]
}
type Lab = { world: string; title: string; units: Unit[] }
type UpcomingSeries = {
  id: number
  title: string
  worldTitle: string
  firstSessionAt: string | null
  seatsLeft: number
  hostName: string
}
type Iteration = {
  key: string
  title: string
  phase: string
  learnerOpen: boolean
  dates: string
  learnerRegistrationOpens: string
  learnerDeadline: string
  units: Array<{ title: string; world: string }>
}

/* /learning-labs: the two labs, their units and the rounds that are open or coming. */
export default function LearningLabs({
  labs,
  iterations,
  series,
}: {
  labs: Lab[]
  iterations: Iteration[]
  series: UpcomingSeries[]
}) {
  const zone = useZone()
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title="Learning Labs"
        description="Four-week math labs in groups of at most ten, with lesson plans from a partner education nonprofit. Free, like everything here."
        actions={
          <Button component={Link} href="/find-a-program?program=learning-labs" variant="light">
            All dates
          </Button>
        }
      />

      <Stack gap="xl">
        <section aria-labelledby="rounds">
          <Title order={2} id="rounds" mb="sm">
            Open and coming rounds
          </Title>
          {iterations.length === 0 ? (
            <Text c="dimmed">No rounds are scheduled right now.</Text>
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
                    {iteration.units.map((unit) => (
                      <List.Item key={unit.title}>{unit.title}</List.Item>
                    ))}
                  </List>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </section>

        <section aria-labelledby="series">
          <Title order={2} id="series" mb="sm">
            Labs you can join
          </Title>
          {series.length === 0 ? (
            <Text c="dimmed">
              No lab has been scheduled yet. Tutors schedule labs once tutor sign-up opens; check back soon.
            </Text>
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
                    {item.firstSessionAt ? `Starts ${instantWithYearText(item.firstSessionAt, zone)}` : 'Dates to be announced'}
                  </Text>
                  <Text size="sm" c="dimmed">
                    With {item.hostName} · {item.seatsLeft === 1 ? '1 seat left' : `${item.seatsLeft} seats left`}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </section>

        {labs.map((lab) => (
          <section key={lab.world} aria-labelledby={`lab-${lab.world}`}>
            <Group justify="space-between" align="flex-end" mb="sm">
              <Title order={2} id={`lab-${lab.world}`}>
                {lab.title}
              </Title>
              <Anchor component={Link} href={`/w/${lab.world}`} fw={600}>
                Browse the {lab.title} series
              </Anchor>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {lab.units.map((unit) => (
                <Card key={unit.slug} withBorder padding="lg">
                  <Title order={3} size="h5" mb={4}>
                    {unit.title}
                  </Title>
                  <Text size="xs" c="dimmed" mb="xs">
                    {unit.weeks} weeks · {unit.sessions} sessions of {unit.sessionMinutes} minutes · up to {unit.maxLearners} learners
                  </Text>
                  <Text size="sm" mb="xs">
                    {unit.description}
                  </Text>
                  <List size="sm" spacing={2}>
                    {unit.forLearners.map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List>
                </Card>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </Container>
  )
}
