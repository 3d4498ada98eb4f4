import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { Container, Paper, Stack, Text, Title } from '@mantine/core'

type Props = {
  /** The card's h1, also the document title. */
  title: string
  description?: ReactNode
  children: ReactNode
  /** Below the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode
}

/** A centred, narrow card for short forms: sign in, sign up, password reset. */
export function FormCard({ title, description, children, footer }: Props) {
  return (
    <Container size={460} px="md" py={{ base: 'lg', sm: 48 }}>
      <Head title={title} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" mt="md" fz="sm">
          {footer}
        </Text>
      )}
    </Container>
  )
}
