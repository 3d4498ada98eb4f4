import { Button, Container, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { PageHeader } from '~/components/page_header'

type Props = { link: string; referred: number; nextTier: number | null }

/** profiles/refer — /refer (spec 000 §2.2): the member's personal link; 10 points each once a referred friend attends a first session. */
export default function Refer({ link, referred, nextTier }: Props) {
  return (
    <Container size="sm" py="xl">
      <PageHeader title="Refer a friend" description="Share your link. When a friend joins and attends their first session, you both earn 10 points." />
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput label="Your personal link" value={link} readOnly style={{ flex: '1 1 260px' }} onFocus={(event) => event.currentTarget.select()} />
            <CopyButton value={link}>{({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>}</CopyButton>
          </Group>
          <Text>
            <strong>{referred}</strong> {referred === 1 ? 'friend has' : 'friends have'} attended a first session through your link.
            {nextTier !== null && ` Next achievement at ${nextTier}.`}
          </Text>
        </Stack>
      </Paper>
    </Container>
  )
}
