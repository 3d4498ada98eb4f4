import { Link } from '@inertiajs/react'
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { urlFor } from '~/lib/routes'
import type { WorldFeed } from '../../queries/world_feed'
import { ChannelList } from '../components/channel_list'
import { PostSummaryList } from '../components/post_summary_list'
import { POST_COUNT_WINDOW_DAYS } from '../../shared/values'

/**
 * The world page's community section (community fills worlds' `world.sections` outlet): an
 * invitation to introduce oneself, the channels with unread markers, the latest posts and the
 * post counts of the last 7 days (spec 002 §9).
 */
export default function WorldFeedSection({ worldSlug, channels, recent, counts, inviteToIntroduce }: WorldFeed) {
  const channelHref = (channelId: number) => urlFor('community.channels.show', { worldSlug, channelId })
  return (
    <Stack gap="sm" component="section" aria-labelledby="world-community" mt="xl">
      <Title order={2} size="h3" id="world-community">
        Community
      </Title>
      {inviteToIntroduce && (
        <Card withBorder radius="md" padding="md" bg="grape.0">
          <Group justify="space-between" gap="sm">
            <Text style={{ flex: '1 1 220px' }}>New here? Say hello and tell everyone what you'd like to learn.</Text>
            <Button component={Link} href={channelHref(inviteToIntroduce.channelId)}>
              Introduce yourself
            </Button>
          </Group>
        </Card>
      )}
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="xl" fw={700}>
            {counts['user-post']}
          </Text>
          <Text size="sm" c="dimmed">
            posts in the last {POST_COUNT_WINDOW_DAYS} days
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="xl" fw={700}>
            {counts.introduction}
          </Text>
          <Text size="sm" c="dimmed">
            introductions in the last {POST_COUNT_WINDOW_DAYS} days
          </Text>
        </Paper>
      </SimpleGrid>
      {channels.length > 0 && (
        <Paper withBorder radius="md" p="xs">
          <ChannelList channels={channels} hrefOf={(channel) => channelHref(channel.id)} label="Channels" />
        </Paper>
      )}
      <Title order={3} size="h4">
        Recent posts
      </Title>
      <PostSummaryList posts={recent} empty="No posts yet." />
    </Stack>
  )
}
