import type { ReactNode } from 'react'
import { Link, usePage } from '@inertiajs/react'
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { SharedProps } from '~/lib/shared_props'

type Action = { label: string; href: string }

type Props = {
  icon?: ReactNode
  title: string
  children: ReactNode
  /** What a visitor is offered (usually signing up). */
  visitor?: Action
  /** What a signed-in member is offered instead. */
  member?: Action
  /** A second, quieter action shown to everyone. */
  secondary?: Action & { external?: boolean }
}

/** The closing block of a written page: one clear next step, different once signed in. */
export function Callout({ icon, title, children, visitor, member, secondary }: Props) {
  const { props } = usePage<SharedProps>()
  const primary = props.user ? member : visitor
  return (
    <Card withBorder radius="lg" padding="xl" bg="haven.0" style={{ borderColor: 'var(--mantine-color-haven-1)' }}>
      <Stack gap="sm" align="flex-start">
        {icon && (
          <ThemeIcon size={44} radius="md" variant="white">
            {icon}
          </ThemeIcon>
        )}
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        <Text c="dark.6">{children}</Text>
        {(primary || secondary) && (
          <Group gap="sm" mt="xs">
            {primary && (
              <Button component={Link} href={primary.href}>
                {primary.label}
              </Button>
            )}
            {secondary &&
              (secondary.external ? (
                <Button component="a" href={secondary.href} variant="default">
                  {secondary.label}
                </Button>
              ) : (
                <Button component={Link} href={secondary.href} variant="default">
                  {secondary.label}
                </Button>
              ))}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
