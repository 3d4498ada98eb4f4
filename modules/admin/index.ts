/* Public surface of the admin (staff console) context. */
export {}
