/* The server surface of partners: the active partner list (/partnerships reads it). */
export { activePartners } from './queries/partners.js'
export { default as PartnerTransformer } from './transformers/partner_transformer.js'
export { default as Partner } from './models/partner.js'
