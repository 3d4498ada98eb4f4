/* The public server surface of the forms module. */
export {}
