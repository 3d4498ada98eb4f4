import type { ReactNode } from 'react'
import { Head, Link, usePage } from '@inertiajs/react'
import { Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { IconArrowRight, IconBell, IconUserCircle } from '@tabler/icons-react'
import type { SharedProps } from '~/lib/shared_props'

type DashboardWorld = {
  slug: string
  title: string
  description: string
  domain: string
}

type DashboardProps = {
  worlds: DashboardWorld[]
}

/** Domains in a stable, learner-friendly order; any other domain follows alphabetically. */
const DOMAIN_ORDER = ['Math', 'Science', 'College Readiness', 'Other Subjects', 'Community']

function groupByDomain(worlds: DashboardWorld[]) {
  const groups = new Map<string, DashboardWorld[]>()
  for (const world of worlds) {
    const list = groups.get(world.domain) ?? []
    list.push(world)
    groups.set(world.domain, list)
  }
  const rank = (domain: string) => {
    const index = DOMAIN_ORDER.indexOf(domain)
    return index === -1 ? DOMAIN_ORDER.length : index
  }
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
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

/** identity/dashboard — the learner dashboard right after onboarding. */
export default function Dashboard({ worlds }: DashboardProps) {
  const { props } = usePage<SharedProps>()
  const firstName = props.user?.firstName || props.user?.displayName || null
  const groups = groupByDomain(worlds)

  return (
    <>
      <Head title="Dashboard" />
      <Box maw={1040} mx="auto" px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Stack gap={4}>
            <Title order={1}>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</Title>
            <Text c="dimmed">You're all set. Here are a couple of things to do next, and the communities you can explore.</Text>
          </Stack>

          <Box component="section" aria-labelledby="dashboard-next-steps">
            <Title order={2} size="h3" id="dashboard-next-steps" mb="sm">
              Your next steps
            </Title>
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
            </SimpleGrid>
          </Box>

          <Box component="section" aria-labelledby="dashboard-communities">
            <Title order={2} size="h3" id="dashboard-communities" mb={4}>
              Communities on Peerhaven
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Each community has its own sessions, tutors and conversations.
            </Text>
            {groups.length === 0 ? (
              <Text c="dimmed">Communities are on their way. Check back soon!</Text>
            ) : (
              <Stack gap="lg">
                {groups.map(([domain, list]) => (
                  <Box key={domain}>
                    <Title order={3} size="h4" mb="xs">
                      {domain}
                    </Title>
                    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                      {list.map((world) => (
                        <Card key={world.slug} withBorder radius="md" padding="md">
                          <Text fw={600}>{world.title}</Text>
                          <Text size="sm" c="dimmed" mt={4}>
                            {world.description}
                          </Text>
                        </Card>
                      ))}
                    </SimpleGrid>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Box>
    </>
  )
}
