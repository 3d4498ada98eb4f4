import { Link } from '@inertiajs/react'
import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import type { Data } from '~generated/data'
import { PageHeader } from '~/components/page_header'
import { urlFor } from '~/lib/routes'
import { ChannelList } from '../components/channel_list'
import { PostSummaryList } from '../components/post_summary_list'

type Props = {
  communities: { slug: string; title: string; description: string; channels: Data.Community.Channel[] }[]
  globalChannels: Data.Community.Channel[]
  recent: Data.Community.PostSummary[]
}

/** community/index — /community: the communities the viewer can see and recent activity across them. */
export default function CommunityIndex({ communities, globalChannels, recent }: Props) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <PageHeader title="Community" description="Ask questions, share what you're learning and meet people in each world." />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm" component="section" aria-labelledby="recent-activity">
            <Title order={2} size="h3" id="recent-activity">
              Recent activity
            </Title>
            <PostSummaryList posts={recent} empty="Nothing has been posted yet." />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" component="section" aria-labelledby="communities">
            <Title order={2} size="h3" id="communities">
              Communities
            </Title>
            {globalChannels.length > 0 && (
              <Paper withBorder radius="md" p="sm">
                <Title order={3} size="h5" mb={4}>
                  Everyone
                </Title>
                <ChannelList channels={globalChannels} hrefOf={(channel) => urlFor('community.global_channels.show', { channelId: channel.id })} label="Channels for everyone" />
              </Paper>
            )}
            {communities.length === 0 && <Text c="dimmed">No communities to show yet.</Text>}
            {communities.map((world) => (
              <Paper key={world.slug} withBorder radius="md" p="sm">
                <Anchor component={Link} href={urlFor('worlds.show', { worldSlug: world.slug })} fw={600}>
                  {world.title}
                </Anchor>
                <ChannelList
                  channels={world.channels}
                  hrefOf={(channel) => urlFor('community.channels.show', { worldSlug: world.slug, channelId: channel.id })}
                  label={`${world.title} channels`}
                />
              </Paper>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  )
}
