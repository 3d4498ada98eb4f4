import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'

type Props = {
  icon: ReactNode
  /** Short label above the title, e.g. "Error 404". */
  eyebrow?: string
  title: string
  description: ReactNode
  actions: ReactNode
  /** The document title, when it should differ from the heading. */
  documentTitle?: string
}

/** A centred message with actions: error pages and access-blocked screens. */
export function StatusScreen({ icon, eyebrow, title, description, actions, documentTitle }: Props) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Head title={documentTitle ?? title} />
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        {eyebrow && (
          <Text fz="sm" fw={700} c="dimmed" tt="uppercase">
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={460}>
          {description}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          {actions}
        </Group>
      </Stack>
    </Container>
  )
}
