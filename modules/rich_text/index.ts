/* The public server surface of the rich_text module. */
export { richTextRule, richTextField } from './validators/rich_text_rule.js'
export * from './shared/index.js'
