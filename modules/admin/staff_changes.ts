/* Every staff change made in the console records source 'admin' and writes an audit event (spec 001 §3.1). */
export const ADMIN_SOURCE = 'admin'
