/*
 * Routes that answer machines and keep no state for the caller (probes, metrics): no session, no
 * CSRF secret, no XSRF cookie. A load balancer asking /health/ready every few seconds must not
 * create a session each time — with the database session store that was a row per probe, and a
 * probe that failed while the database was away for the session's sake rather than its own.
 * Owners mark their routes by name when they declare them.
 */
const statelessRoutes = new Set<string>()

export function markStateless(...routeNames: string[]) {
  for (const name of routeNames) statelessRoutes.add(name)
}

export function isStatelessRoute(routeName: string | undefined): boolean {
  return routeName !== undefined && statelessRoutes.has(routeName)
}
