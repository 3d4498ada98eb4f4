/* The public server surface of the rich_text module. */
export {}
