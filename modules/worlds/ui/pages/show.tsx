import { Head, Link, router } from '@inertiajs/react'
import { Badge, Box, Button, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconLock, IconShieldCheck, IconUsers } from '@tabler/icons-react'
import type { Data } from '~generated/data'
import { LeaveWorldButton } from '../components/leave_world_button'
import { OutletZone } from '~/components/outlet_zone'
import type { OutletComponent } from '~/lib/outlets'
import { LEVEL_LABELS } from '../components/member_levels'

type Props = {
  world: Data.Worlds.World.Variants['forPage']
  memberCount: number
  viewer: Data.Worlds.WorldViewer
  /** null until the tutoring context provides the list. */
  /** Sections filled by other contexts (world.sections outlet), e.g. tutoring's upcoming sessions. */
  sections: OutletComponent[]
}

const DEFAULT_GUIDELINES =
  'Be kind and patient, keep personal details private, stay on topic, and tell us about anything that feels unsafe.'

function JoinAction({ world, viewer }: Pick<Props, 'world' | 'viewer'>) {
  if (viewer.canLeave) {
    return <LeaveWorldButton slug={world.slug} title={world.title} membersOnly={world.visibility === 'membership'} />
  }
  if (viewer.canJoin) {
    return (
      <Button onClick={() => router.post(`/w/${world.slug}/join`, {}, { preserveScroll: true })}>
        Join {world.title}
      </Button>
    )
  }
  if (!viewer.signedIn) {
    return (
      <Button component={Link} href={`/login?returnTo=${encodeURIComponent(`/w/${world.slug}`)}`}>
        Sign in to join
      </Button>
    )
  }
  return null
}

/** worlds/show — the world home: /w/:worldSlug (spec 000 §2.2). */
export default function WorldShow({ world, memberCount, viewer, sections }: Props) {
  const guidelines = world.guidelines.trim() || DEFAULT_GUIDELINES
  return (
    <>
      <Head title={world.title} />
      <Box bg={`${world.primaryColor}.0`} py={{ base: 'lg', sm: 'xl' }} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
              <Group gap="xs">
                <Badge variant="light" color={world.primaryColor}>
                  {world.domain}
                </Badge>
                {world.visibility === 'membership' && (
                  <Badge variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                    Members only
                  </Badge>
                )}
                {world.visibility === 'unlisted' && (
                  <Badge variant="outline" color="gray">
                    Unlisted
                  </Badge>
                )}
              </Group>
              <Title order={1}>{world.title}</Title>
              <Text size="lg">{world.description}</Text>
              <Group gap="lg" mt={4}>
                <Group gap={6}>
                  <IconUsers size={18} aria-hidden />
                  <Text size="sm">
                    {memberCount.toLocaleString()} {memberCount === 1 ? 'member' : 'members'}
                  </Text>
                </Group>
                {viewer.level && (
                  <Group gap={6}>
                    <IconShieldCheck size={18} aria-hidden />
                    <Text size="sm">
                      Your level: <strong>{LEVEL_LABELS[viewer.level]}</strong>
                    </Text>
                  </Group>
                )}
              </Group>
            </Stack>
            <Group gap="sm">
              {viewer.canModerate && (
                <Button variant="default" component={Link} href={`/w/${world.slug}/moderator/members`}>
                  Manage members
                </Button>
              )}
              <JoinAction world={world} viewer={viewer} />
            </Group>
          </Group>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Box style={{ flex: '2 1 420px', minWidth: 0 }}>
            {sections.length > 0 ? (
              <OutletZone entries={sections} />
            ) : (
              <Card withBorder radius="md" padding="lg">
                <Title order={2} size="h3" mb={4}>
                  Welcome to {world.title}
                </Title>
                <Text c="dimmed">
                  {viewer.level ? "You're a member: sessions and conversations for this world will show up here." : 'Join to follow its sessions and conversations.'}
                </Text>
              </Card>
            )}
          </Box>
          <Paper component="aside" withBorder radius="md" p="md" style={{ flex: '1 1 260px' }} aria-labelledby="world-guidelines">
            <Title order={2} size="h4" id="world-guidelines" mb="xs">
              Guidelines
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {guidelines}
            </Text>
            <Text size="sm" mt="sm">
              <Link href="/community-guidelines">Read the community guidelines</Link>
            </Text>
          </Paper>
        </Group>
      </Container>
    </>
  )
}
