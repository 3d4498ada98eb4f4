import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Alert, Anchor, Box, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { IconArrowRight, IconBell, IconConfetti, IconSchool, IconSearch, IconUserCircle } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import type { SharedProps } from '~/lib/shared_props'
import type { Data } from '~generated/data'
import { EmptyState, Section } from '../components/section'
import { OutletCards } from '~/components/outlet_cards'
import { RecommendedGrid, SeriesList, SessionList } from '../components/lists'

type Props = {
  upcoming: Data.Dashboard.Session[]
  series: Data.Dashboard.Series[]
  recommended: Data.Dashboard.RecommendedSession[]
  cards: Data.Kernel.OutletCard[]
  celebrate: boolean
  isTutor: boolean
}

function NextStep({ href, icon, title, description }: { href: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <UnstyledButton component={Link} href={href} p="md" style={{ display: 'block', width: '100%' }}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Box>
          <IconArrowRight size={18} aria-hidden style={{ flexShrink: 0, marginTop: 4 }} />
        </Group>
      </UnstyledButton>
    </Card>
  )
}

/** The worlds panel of the Learn menu (public worlds by domain), reused as a directory. */
function useCommunities() {
  const learn = usePage<SharedProps>().props.navigation.menus.learn ?? []
  const groups = new Map<string, Array<{ label: string; href: string }>>()
  for (const entry of learn) {
    if (!entry.group || !entry.href.startsWith('/w/')) continue
    const list = groups.get(entry.group) ?? []
    list.push({ label: entry.label, href: entry.href })
    groups.set(entry.group, list)
  }
  return [...groups.entries()]
}

/** dashboard/learner — /dashboard: a member's home page (issue "Kernel" §6). */
export default function LearnerDashboard({ upcoming, series, recommended, cards, celebrate, isTutor }: Props) {
  const { props } = usePage<SharedProps>()
  const firstName = props.user?.firstName || props.user?.displayName || null
  const communities = useCommunities()

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader
        title={firstName ? `Welcome, ${firstName}` : 'Welcome'}
        description="Your sessions and series, sessions picked for you, and what to do next."
      />
      <Stack gap="xl">
        {celebrate && (
          <Alert variant="light" color="teal" radius="md" icon={<IconConfetti size={20} aria-hidden />} title="You're all set!" role="status">
            Your account is ready. Find a session on a topic you're studying, or join a community to meet other learners.
          </Alert>
        )}

        <OutletCards cards={cards} />

        <Section id="dashboard-upcoming" title="Your upcoming sessions" link={upcoming.length > 0 ? { href: '/schedule', label: 'See your whole schedule' } : undefined}>
          {upcoming.length === 0 ? (
            <EmptyState
              title="No sessions yet"
              body="Register for a live small-group session and it will show up here."
              action={{ href: '/explore', label: 'Explore sessions' }}
            />
          ) : (
            <SessionList sessions={upcoming} />
          )}
        </Section>

        <Section id="dashboard-series" title="Your series">
          {series.length === 0 ? (
            <EmptyState title="No series yet" body="A series is a set of sessions with the same tutor and group, over a few weeks. The series you join appear here." />
          ) : (
            <SeriesList series={series} label="Your series" />
          )}
        </Section>

        <Section
          id="dashboard-recommended"
          title="Recommended for you"
          description="Sessions with open seats on topics you follow and in your communities, then the soonest ones."
          link={{ href: '/explore', label: 'Explore all sessions' }}
        >
          {recommended.length === 0 ? (
            <EmptyState title="Nothing to suggest right now" body="New sessions are added every day. Check back soon, or follow a topic to get suggestions." />
          ) : (
            <RecommendedGrid sessions={recommended} />
          )}
        </Section>

        <Section id="dashboard-next-steps" title="Your next steps">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NextStep
              href="/settings"
              icon={<IconUserCircle size={22} />}
              title="Complete your profile"
              description="Add your pronouns, time zone, country and the languages you speak."
            />
            <NextStep
              href="/settings/notifications"
              icon={<IconBell size={22} />}
              title="Choose your notification preferences"
              description="Pick the reminders and updates you want by email."
            />
            <NextStep href="/explore" icon={<IconSearch size={22} />} title="Find a session" description="Browse live sessions by community, topic, day and language." />
            {isTutor && (
              <NextStep
                href="/tutor"
                icon={<IconSchool size={22} />}
                title="Open your tutor dashboard"
                description="Schedule a session, host a series and see what you host."
              />
            )}
          </SimpleGrid>
        </Section>

        {communities.length > 0 && (
          <Section id="dashboard-communities" title="Communities on Peerhaven" description="Each community has its own sessions, tutors and conversations.">
            <Stack gap="md">
              {communities.map(([domain, worlds]) => (
                <Box key={domain}>
                  <Title order={3} size="h5" mb={6}>
                    {domain}
                  </Title>
                  <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {worlds.map((world) => (
                      <li key={world.href}>
                        <Anchor component={Link} href={world.href} size="sm">
                          {world.label}
                        </Anchor>
                      </li>
                    ))}
                  </Group>
                </Box>
              ))}
            </Stack>
          </Section>
        )}
      </Stack>
    </Container>
  )
}
