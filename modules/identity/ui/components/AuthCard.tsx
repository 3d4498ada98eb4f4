import type { ReactNode } from 'react'
import { Box, Paper, Stack, Text, Title } from '@mantine/core'

type AuthCardProps = {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  /** Shown under the card (e.g. "New here? Create an account"). */
  footer?: ReactNode
}

/**
 * A centred card for the sign-in family of pages (login, signup, password reset). It stays
 * readable at 360 px: the card fills the width up to ~440 px with modest padding.
 */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box maw={440} mx="auto" px={{ base: 'xs', sm: 0 }} py={{ base: 'lg', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" mb="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="md">
          {footer}
        </Text>
      ) : null}
    </Box>
  )
}

export default AuthCard
