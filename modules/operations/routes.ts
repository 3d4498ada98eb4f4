import router from '@adonisjs/core/services/router'
import { markStateless } from '#kernel/stateless_routes'

const HealthController = () => import('./controllers/health_controller.js')
const MetricsController = () => import('./controllers/metrics_controller.js')

/*
 * Probes (issue 20 §3): /health/live answers while the process can serve HTTP at all (no I/O, so a
 * slow database never gets a live process restarted); /health/ready runs the readiness checks and
 * answers 503 when one fails (database unreachable, Redis unreachable when configured, disk full),
 * so a load balancer stops sending traffic here. Both are public and say only ok / warning / error
 * per check; the full report (messages, process details) needs the MONITORING_SECRET header.
 */
router.get('/health/live', [HealthController, 'live']).as('operations.health.live')
router.get('/health/ready', [HealthController, 'ready']).as('operations.health.ready')

/* Prometheus metrics, for a scraper holding MONITORING_SECRET (404 to anyone else). */
router.get('/metrics', [MetricsController, 'show']).as('operations.metrics')

// Machines asking: no session, no CSRF secret, no cookie (#kernel/stateless_routes).
markStateless('operations.health.live', 'operations.health.ready', 'operations.metrics')
