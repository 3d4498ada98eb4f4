import type { ReactNode } from 'react'
import { Link } from '@inertiajs/react'
import { Anchor } from '@mantine/core'

/** A link to another page of the site (client-side navigation). */
export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href}>
      {children}
    </Anchor>
  )
}

/** A mail link that shows the address itself unless told otherwise. */
export function MailLink({
  address,
  subject,
  children,
}: {
  address: string
  subject?: string
  children?: ReactNode
}) {
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`
  return <Anchor href={href}>{children ?? address}</Anchor>
}
