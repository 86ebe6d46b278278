// The collections context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export { countOverdue, listOverduePage } from './collections/collections.repository';
export { collectionsHandlers } from './collections/collections.routes';
export { contactsOfBorrower } from './collections/collections.service';
