import { useEffect } from 'react'
import { Link, router, usePage } from '@inertiajs/react'
import { Box, Burger, Button, Group } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { NAVBAR_HEIGHT } from '../theme'
import { headerModel, isInternalHref } from '../lib/navigation'
import { logOut } from '../lib/log_out'
import type { SharedProps } from '../lib/shared_props'
import { AccountMenu } from './account_menu'
import { Logo } from './logo'
import { MobileNav } from './mobile_nav'
import { NavMenu, navButtonProps } from './nav_menu'
import { OutletZone } from './outlet_zone'

function HeaderLink({ label, href, active }: { label: string; href: string; active: boolean }) {
  const style = navButtonProps(active)
  return isInternalHref(href) ? (
    <Button component={Link} href={href} aria-current={active ? 'page' : undefined} {...style}>
      {label}
    </Button>
  ) : (
    <Button component="a" href={href} {...style}>
      {label}
    </Button>
  )
}

/** The top navigation bar (spec 000 §2.6): dropdowns from `sm` up, a burger and drawer below. */
export function SiteHeader() {
  const { props, url } = usePage<SharedProps>()
  const model = headerModel(props.navigation, props.user, url)
  const [drawerOpened, drawer] = useDisclosure(false)

  useEffect(() => router.on('navigate', drawer.close), [drawer.close])

  return (
    <Group
      component="nav"
      aria-label="Main"
      h={NAVBAR_HEIGHT}
      px="md"
      justify="space-between"
      wrap="nowrap"
    >
      <Logo href={model.homeHref} />

      <Group gap={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap" visibleFrom="sm">
          {model.items.map((item) =>
            item.kind === 'menu' ? (
              <NavMenu
                key={item.key}
                label={item.label}
                entries={item.entries}
                active={item.active}
              />
            ) : (
              <HeaderLink key={item.key} label={item.label} href={item.href} active={item.active} />
            )
          )}
          {model.showLogoutButton && (
            <Button {...navButtonProps(false)} onClick={logOut}>
              Log Out
            </Button>
          )}
          {model.showAuthButtons && (
            <Group gap="xs" wrap="nowrap" ml="xs">
              <Button component={Link} href="/login" variant="default">
                Sign In
              </Button>
              <Button component={Link} href="/signup">
                Sign Up
              </Button>
            </Group>
          )}
        </Group>
        {/* Higher layers' header items (the 'frame.header' outlet: the notification bell), at every width. */}
        <OutletZone entries={props.headerItems} />
        {model.account && props.user && (
          <Box visibleFrom="sm">
            <AccountMenu user={props.user} entries={model.account} />
          </Box>
        )}
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="sm"
          aria-expanded={drawerOpened}
          aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
        />
      </Group>
      <MobileNav
        model={model}
        user={props.user}
        currentUrl={url}
        opened={drawerOpened}
        onClose={drawer.close}
      />
    </Group>
  )
}
