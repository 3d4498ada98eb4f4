import { Link } from '@inertiajs/react'
import { Anchor, Badge, Button, Container, Group, Menu, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconCalendarPlus, IconChevronDown, IconStack2 } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { Data } from '~generated/data'
import { EmptyState, Section } from '../components/section'
import { SeriesList, SessionList } from '../components/lists'

type Props = {
  upcoming: Data.Dashboard.Session[]
  recent: Data.Dashboard.Session[]
  series: Data.Dashboard.Series[]
  recentSeries: Data.Dashboard.Series[]
  hostWorlds: Data.Dashboard.HostWorld[]
}

const hostPath = (slug: string) => `/w/${slug}/schedule/series-template`

function HostSeriesButton({ worlds }: { worlds: Data.Dashboard.HostWorld[] }) {
  const icon = <IconStack2 size={16} aria-hidden />
  if (worlds.length === 0) {
    return (
      <Button variant="default" leftSection={icon} disabled>
        Host a series
      </Button>
    )
  }
  if (worlds.length === 1) {
    return (
      <Button component={Link} href={hostPath(worlds[0].slug)} variant="default" leftSection={icon}>
        Host a series
      </Button>
    )
  }
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={icon} rightSection={<IconChevronDown size={14} aria-hidden />}>
          Host a series
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Choose a community</Menu.Label>
        {worlds.map((world) => (
          <Menu.Item key={world.slug} component={Link} href={hostPath(world.slug)}>
            {world.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** dashboard/tutor — /tutor: what a tutor hosts and where to host next (issue "Kernel" §6). */
export default function TutorDashboard({ upcoming, recent, series, recentSeries, hostWorlds }: Props) {
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title="Tutor dashboard"
        description="The sessions and series you host, and where you can host next."
        actions={
          <>
            <Button component={Link} href="/session/new" leftSection={<IconCalendarPlus size={16} aria-hidden />}>
              Schedule a session
            </Button>
            <HostSeriesButton worlds={hostWorlds} />
          </>
        }
      />
      <Stack gap="xl">
        <Section id="tutor-upcoming" title="Upcoming sessions you host" link={upcoming.length > 0 ? { href: '/schedule', label: 'See your whole schedule' } : undefined}>
          {upcoming.length === 0 ? (
            <EmptyState
              title="Nothing scheduled"
              body="Schedule a live session on a topic you can tutor; learners find it on Explore."
              action={{ href: '/session/new', label: 'Schedule a session' }}
            />
          ) : (
            <SessionList sessions={upcoming} showSeats />
          )}
        </Section>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Section id="tutor-series" title="Series you host">
            {series.length === 0 ? (
              <EmptyState title="No series running" body="Host a series from a community's templates: several sessions with the same group of learners." />
            ) : (
              <SeriesList series={series} label="Series you host" />
            )}
          </Section>
          <Section id="tutor-recent-series" title="Recent series">
            {recentSeries.length === 0 ? (
              <Text size="sm" c="dimmed">
                Series you hosted that have ended appear here.
              </Text>
            ) : (
              <SeriesList series={recentSeries} label="Recent series" />
            )}
          </Section>
        </SimpleGrid>

        <Section id="tutor-recent" title="Recent sessions" link={recent.length > 0 ? { href: '/schedule?show=past', label: 'See all past sessions' } : undefined}>
          {recent.length === 0 ? (
            <Text size="sm" c="dimmed">
              Sessions you hosted appear here once they are over.
            </Text>
          ) : (
            <SessionList sessions={recent} />
          )}
        </Section>

        <Section id="tutor-host-worlds" title="Host a series" description="Communities with series templates you can see. Each template says whether you can host it now.">
          {hostWorlds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No community has series templates open to you yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {hostWorlds.map((world) => (
                <Paper key={world.slug} component="li" withBorder radius="md" p="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor component={Link} href={hostPath(world.slug)} fw={700} c="inherit">
                      {world.title}
                    </Anchor>
                    <Badge variant="light" color="haven" style={{ flexShrink: 0 }}>
                      {world.templates === 1 ? '1 template' : `${world.templates} templates`}
                    </Badge>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </Section>
      </Stack>
    </Container>
  )
}
