// The contact form's field lengths, zod-free so the H5 can bundle them (the schema is in site.ts).
export const CONTACT_FIELD_MAX = { name: 80, telephone: 20, email: 120, message: 2000 } as const;
